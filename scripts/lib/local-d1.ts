// The local D1 of a served Worker (vite preview, wrangler dev), read and written through that Worker's own
// runtime: Miniflare's Local Explorer API, which those servers answer under /cdn-cgi/local/explorer, runs each
// query in the D1 object behind the Worker's binding, on the one SQLite connection the Worker uses. Nothing else
// may open the database's file while it is served: workerd opens it with no busy handler, so any lock a second
// connection takes (its write, the checkpoint it runs as it closes the file last) fails the Worker's own query
// at once with SQLITE_BUSY. A second connection's reads are no safer: the D1 object closes the file when idle,
// and its reopening fails on the lock the other connection holds while its close checkpoints.
import { z } from "zod";

const EXPLORER_API = "/cdn-cgi/local/explorer/api";
/** The binding's name in wrangler.toml. */
const BINDING = "DB";

const databaseList = z.object({ result: z.array(z.object({ name: z.string(), uuid: z.string() })) });
// A blob comes as an array of its bytes.
const sqlValue = z.union([z.string(), z.number(), z.null(), z.array(z.number())]);
const queryAnswer = z.discriminatedUnion("success", [
  z.object({
    success: z.literal(true),
    result: z.array(z.object({ results: z.object({ columns: z.array(z.string()), rows: z.array(z.array(sqlValue)) }) })),
  }),
  z.object({ success: z.literal(false), errors: z.array(z.object({ message: z.string() })) }),
]);

/** An answer of the Local Explorer API at `base`, checked against its schema. */
async function explorer<S extends z.ZodType>(base: string, path: string, schema: S, init?: RequestInit): Promise<z.infer<S>> {
  const response = await fetch(`${base}${EXPLORER_API}${path}`, init);
  const answer = schema.safeParse(await response.json().catch(() => undefined));
  if (!answer.success)
    throw new Error(`${base}${EXPLORER_API}${path} answered ${response.status}, not as the Local Explorer API (X_LOCAL_EXPLORER off?)`);
  return answer.data;
}

const databaseIds = new Map<string, Promise<string>>();

/** The local D1's id on the server at `base`, asked once. */
function databaseId(base: string): Promise<string> {
  let id = databaseIds.get(base);
  if (!id) {
    id = explorer(base, "/d1/database", databaseList).then((answer) => {
      const database = answer.result.find((db) => db.name === BINDING);
      if (!database) throw new Error(`${base} serves no local D1 bound as ${BINDING}`);
      return database.uuid;
    });
    id.catch(() => databaseIds.delete(base));
    databaseIds.set(base, id);
  }
  return id;
}

/**
 * Runs SQL on the local D1 of the Worker served at `base`: one statement, or several as one transaction (all
 * or none). Gives the last statement's rows as plain objects. Values are bound as text, as the API takes them
 * (a column's type turns '3' into 3 as it stores it).
 */
export async function queryLocalD1<T = Record<string, unknown>>(base: string, sql: string, ...params: string[]): Promise<T[]> {
  const id = await databaseId(base);
  const answer = await explorer(base, `/d1/database/${id}/raw`, queryAnswer, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ sql, params }),
  });
  if (!answer.success) throw new Error(`local D1: ${answer.errors.map((e) => e.message).join("; ")}\n${sql}`);
  const { columns, rows } = answer.result.at(-1)?.results ?? { columns: [], rows: [] };
  return rows.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i] ?? null])) as T);
}
