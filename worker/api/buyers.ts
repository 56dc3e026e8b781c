import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { BUYER_HEADERS } from "#app/domain/buyers/buyer-headers";
import { buyerPagePath } from "#app/domain/buyers/buyer-links";
import { type BuyerProblem, buyerTokenSchema } from "#app/domain/buyers/buyer-forms";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { API_LIMITS } from "#app/domain/constants";
import { leadLanguageSchema } from "#app/domain/lead-language";
import { calendarFile } from "#worker/services/buyers/calendar.server";
import { personRows, personScope } from "#worker/services/buyers/person-rows.server";
import { uploadBuyerQuote } from "#worker/services/buyers/quote-upload.server";
import { buyerAccess } from "#worker/services/email";
import { isRateLimited } from "#worker/services/guards/rate-limit.server";
import type { AppEnv } from "./app-env";

// The files and the upload beside the buyer's page (docs/decisions/052), each opened by the page's own
// token, carried in the address's query (our log lines keep the path alone). A quote the buyer uploads is
// posted here by a plain form, as a page's own action cannot take it (page bodies are held to 64 KB), and
// the browser is sent back to the page: to its status region once stored, to its quotes with the problem
// otherwise (post/redirect/get, no JavaScript).

const back = (path: string, query: string, fragment: string) =>
  new Response(null, { status: 303, headers: { ...BUYER_HEADERS, location: `${path}?${query}#${fragment}` } });

const UPLOAD_PROBLEMS: Record<number, BuyerProblem> = { 400: "upload-type", 413: "upload-size", 429: "upload-quota", 500: "upload-failed" };

/** The page the form came from: its token and language ride in the form's address, so a refused body still knows it. */
function pageOf(url: string) {
  const query = new URL(url).searchParams;
  const token = buyerTokenSchema.safeParse(query.get("token"));
  const language = leadLanguageSchema.catch("en").parse(query.get("language") ?? undefined);
  return { token: token.success ? token.data : null, language, path: buyerPagePath(token.success ? token.data : "-", language) };
}

/** The page's own link opens its files, as it opens the page: the lead it names and what it reaches, or nothing. */
async function leadOf(env: Env, token: string | null) {
  const access = token ? await buyerAccess(env, token) : null;
  return access?.kind === "lead" ? access : null;
}

const notFound = () => new Response("Not found", { status: 404, headers: BUYER_HEADERS });

export const buyersApi = new Hono<AppEnv>()
  // The booked call, for the buyer's calendar.
  .get("/call.ics", async (c) => {
    const { token, language } = pageOf(c.req.url);
    const lead = await leadOf(c.env, token);
    const ics = lead && token ? await calendarFile(c.env, lead.leadId, token, language) : null;
    if (!ics) return notFound();
    return new Response(ics, {
      headers: {
        ...BUYER_HEADERS,
        "content-type": "text/calendar; charset=utf-8",
        "content-disposition": 'attachment; filename="call.ics"',
      },
    });
  })
  // Everything we hold about the person, every table's rows (the right to know, /privacy).
  .get("/data.json", async (c) => {
    const lead = await leadOf(c.env, pageOf(c.req.url).token);
    if (!lead) return notFound();
    const rows = await personRows(c.env, await personScope(c.env, lead.leadId, lead.reach));
    return new Response(JSON.stringify(rows, null, 2), {
      headers: {
        ...BUYER_HEADERS,
        "content-type": "application/json; charset=utf-8",
        "content-disposition": `attachment; filename="my-data-${rows.exportedAt.slice(0, 10)}.json"`,
      },
    });
  })
  .post(
    "/quotes",
    bodyLimit({
      // The file, and as much again as a chat save for the multipart framing.
      maxSize: CHAT_LIMITS.maxUploadBytes + API_LIMITS.maxChatBodyBytes,
      onError: (c) => back(pageOf(c.req.url).path, "problem=upload-size", "quotes"),
    }),
    async (c) => {
      const { token, path: page } = pageOf(c.req.url);
      const access = await leadOf(c.env, token);
      // Only the page's own link uploads; anything else goes back to the page, which says the link does not work.
      if (!access) return back(page, "", "main");
      if (await isRateLimited(c.env, "buyer-uploads", c.req.raw)) return back(page, "problem=rate-limited", "quotes");
      const form = await c.req.formData().catch(() => null);
      const file = form?.get("file");
      if (!(file instanceof File) || file.size === 0) return back(page, "problem=upload-type", "quotes");
      const stored = await uploadBuyerQuote(c.env, access.leadId, file);
      if (stored.ok) return back(page, "done=uploaded", "buyer-status");
      return back(page, `problem=${UPLOAD_PROBLEMS[stored.status] ?? "upload-failed"}`, "quotes");
    },
  );
