import { sql } from "drizzle-orm";
import { integer, text } from "drizzle-orm/sqlite-core";

// Column kinds every table group uses: times as ISO text written by SQLite, booleans, JSON text.

export const timestamp = (name: string) => text(name).notNull().default(sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`);
export const bool = (name: string) => integer(name, { mode: "boolean" });
export const json = <T>(name: string) => text(name, { mode: "json" }).$type<T>();
