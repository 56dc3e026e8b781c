import { Hono } from "hono";
import type { AppEnv } from "./app-env";
import { jsonError } from "./http";
import { buyersApi } from "./buyers";
import { chatApi } from "./chat";
import { dealsApi } from "./deals";
import { healthApi } from "./health";
import { leadsApi } from "./leads";
import { newsletterApi } from "./newsletter";
import { vehicleImageApi } from "./vehicle-image";
import { vehiclesApi } from "./vehicles";
import { vitalsApi } from "./vitals";

export const api = new Hono<AppEnv>()
  .route("/leads", leadsApi)
  .route("/newsletter", newsletterApi)
  .route("/vehicles", vehiclesApi)
  .route("/deals", dealsApi)
  .route("/chat", chatApi)
  .route("/buyers", buyersApi)
  .route("/vehicle-image", vehicleImageApi)
  .route("/vitals", vitalsApi)
  .route("/health", healthApi)
  .all("*", () => jsonError(404, "Not found"));
