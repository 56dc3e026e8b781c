import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { jsonError } from "./http";
import { leadsApi } from "./leads";
import { newsletterApi } from "./newsletter";
import { vehiclesApi } from "./vehicles";

export const api = new Hono<AppEnv>()
  .route("/leads", leadsApi)
  .route("/newsletter", newsletterApi)
  .route("/vehicles", vehiclesApi)
  .all("*", () => jsonError(404, "Not found"));
