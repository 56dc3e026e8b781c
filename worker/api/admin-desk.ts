import { Hono } from "hono";
import { deskResumeSchema } from "#worker/services/desk/desk.server";
import { openDeskSocket } from "#worker/services/desk/tell-desk.server";
import type { AdminEnv } from "./app-env";
import { jsonError, valid } from "./http";

/**
 * GET /admin/api/desk: an advisor page's WebSocket to the live desk (docs/decisions/053), behind the admin
 * API's sign-in check like every advisor door. Who the socket belongs to is what that check found, never
 * what the browser says. A WebSocket handshake is a GET that no origin check of a form covers, and a
 * browser sends the page's cookies with it: one from another origin is refused here.
 */
export const adminDeskApi = new Hono<AdminEnv>().get("/", valid("query", deskResumeSchema), async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") return jsonError(426, "This is a WebSocket.");
  const origin = c.req.header("origin");
  if (origin !== undefined && origin !== new URL(c.req.url).origin) return jsonError(403, "This request must come from our own pages.");
  const { id, name } = c.get("advisor");
  const socket = await openDeskSocket(c.env, { advisorId: id, name, ...c.get("credential") }, c.req.valid("query"));
  // A fresh answer around the desk's socket: the root's middleware sets its headers on it.
  return new Response(null, { status: socket.status, webSocket: socket.webSocket });
});
