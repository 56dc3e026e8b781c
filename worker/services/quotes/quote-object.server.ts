import { isPendingQuotePath, keptQuotePath } from "#app/domain/chat/dealer-quote-path";

/**
 * A dealer quote's file in R2, or null. A path read while the upload was pending may be out of date: the
 * chat's answer moves the file to its kept path (keep-quote.server.ts), where it is looked for next.
 */
export async function quoteObject(env: Env, path: string): Promise<R2ObjectBody | null> {
  return (await env.UPLOADS.get(path)) ?? (isPendingQuotePath(path) ? env.UPLOADS.get(keptQuotePath(path)) : null);
}
