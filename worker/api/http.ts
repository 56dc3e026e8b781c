import { zValidator } from "@hono/zod-validator";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { HTTPException } from "hono/http-exception";
import type { z } from "zod";
import { API_LIMITS, RATE_LIMIT_MESSAGE, RATE_LIMIT_WINDOW_SECONDS } from "#app/domain/constants";
import { fieldErrors } from "#app/domain/field-errors";
import { isRateLimited, type LimitKind } from "#worker/services/guards/rate-limit.server";
import type { SubmitOutcome } from "#worker/services/leads/form-leads.server";
import type { AppEnv } from "./app-env";

/** Every error leaves the API as `{ error, fields? }` (ARCHITECTURE: errors). */
export function jsonError(status: 400 | 401 | 403 | 404 | 409 | 413 | 426 | 429 | 500, error: string, fields?: Record<string, string>) {
  return Response.json(fields ? { error, fields } : { error }, { status });
}

/** Hono's validator words a body that is not JSON so; the doors that read a body themselves say the same. */
const MALFORMED_JSON = "Malformed JSON in request body";

/**
 * The body, for a service that parses it itself because a page's form action calls it too (one service,
 * two transports). Anything that is not JSON is refused here (the root's error handler shapes the 400).
 */
export async function readJson(c: Context<AppEnv>): Promise<unknown> {
  try {
    return await c.req.json();
  } catch {
    throw new HTTPException(400, { message: MALFORMED_JSON });
  }
}

const INVALID = { json: "Invalid request", query: "Invalid query" } as const;

/**
 * A JSON body or a query string parsed with its domain schema (@hono/zod-validator), for `c.req.valid()`;
 * what fails is answered 400 `{ error, fields }` with each field's first message, as all bad input is.
 * A body needs a JSON content type, as Hono's validator requires.
 */
export const valid = <Target extends keyof typeof INVALID, Schema extends z.ZodType>(target: Target, schema: Schema) =>
  zValidator(target, schema, (result) => (result.success ? undefined : jsonError(400, INVALID[target], fieldErrors(result.error))));

export const jsonBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: API_LIMITS.maxJsonBodyBytes,
  onError: () => jsonError(413, "Request body too large"),
});

/** Page requests (forms posted without JavaScript): refused past 64 KB before anything reads them. */
export const pageBodyLimit: MiddlewareHandler<AppEnv> = bodyLimit({
  maxSize: API_LIMITS.maxPageBodyBytes,
  onError: () => jsonError(413, "Request body too large"),
});

/** Public endpoints are limited per client address (Workers Rate Limiting bindings: writes, and the read doors that fan out). */
export function rateLimited(endpoint: string, kind: LimitKind = "write"): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (await isRateLimited(c.env, endpoint, c.req.raw, kind)) {
      const refused = jsonError(429, RATE_LIMIT_MESSAGE);
      refused.headers.set("retry-after", String(RATE_LIMIT_WINDOW_SECONDS));
      return refused;
    }
    await next();
  };
}

/**
 * A form's answer. `formToken`, when present, is the one the page sends next; a
 * form-level message (`fields._`, an expired form) is the error itself.
 */
export function outcomeResponse(outcome: SubmitOutcome) {
  const token = outcome.formToken ? { formToken: outcome.formToken } : {};
  if (outcome.ok) return Response.json({ ok: true, ...token, ...(outcome.receipt ? { receipt: outcome.receipt } : {}) });
  const error = outcome.fields._ ?? "Please correct the highlighted fields.";
  return Response.json({ error, fields: outcome.fields, ...token }, { status: 400 });
}
