import { data, redirect, type RouterContextProvider } from "react-router";
import { buyerHomePath } from "#app/domain/buyers/buyer-links";
import { lostLinkSchema } from "#app/domain/buyers/buyer-forms";
import { API_LIMITS, RATE_LIMIT_WINDOW_SECONDS } from "#app/domain/constants";
import { fieldErrors } from "#app/domain/field-errors";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { localeOfPath } from "#app/i18n/locale";
import { appConfig } from "#worker/config.server";
import { workerContext } from "#worker/request-context.server";
import { sendBuyerLinks } from "#worker/services/buyers/lost-link.server";
import { visitorEmailOn } from "#worker/services/email";
import { isRateLimited } from "#worker/services/guards/rate-limit.server";
import { stampAgeMs } from "#worker/services/shared/signed-stamp.server";
import { BUYER_HEADERS } from "#app/domain/buyers/buyer-headers";
import { DELETED_STAMP } from "./buyer-page.server";
import { namespaceMessages } from "./marketing.server";
import { readForm } from "./read-form.server";

// /my and /es/mi: the page without a link. It says where the link is, sends it again by address (the
// same answer whether or not the address is ours, under the address's daily cap and a rate limit), and
// says so after a buyer deleted everything.

/** A deletion is told for this long after it, on the page the deletion sent the browser to. */
const DELETED_SHOWN_MS = 10 * 60 * 1000;

export type BuyerHomeData = {
  emailOn: boolean;
  state: "ask" | "sent" | "deleted";
  error: string | null;
  email: string;
};

const answer = (request: Request, home: BuyerHomeData, status = 200) =>
  data(
    { home, ...namespaceMessages(request, ["buyer"]) },
    // A rate-limited 429 says when to try again, as the API's do.
    { status, headers: status === 429 ? { ...BUYER_HEADERS, "retry-after": String(RATE_LIMIT_WINDOW_SECONDS) } : BUYER_HEADERS },
  );

export async function buyerHomeLoader(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const stamp = url.searchParams.get("deleted");
  const age = stamp ? await stampAgeMs(appConfig(env).EMAIL_LINK_KEY, DELETED_STAMP, stamp.slice(0, 200)) : null;
  const deleted = age !== null && age >= 0 && age < DELETED_SHOWN_MS;
  const state = deleted ? "deleted" : url.searchParams.get("sent") === "1" ? "sent" : "ask";
  return answer(request, { emailOn: visitorEmailOn(env), state, error: null, email: "" });
}

export async function buyerHomeAction(request: Request, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const language = localeOfPath(new URL(request.url).pathname);
  const form = await readForm(request);
  const entered = form.get("email");
  // Echoed into the form on an error, never longer than the field takes.
  const email = typeof entered === "string" ? entered.slice(0, API_LIMITS.maxTextField) : "";
  const emailOn = visitorEmailOn(env);
  // The page's messages come said in its language; the browser shows them as they are.
  const t = serverTranslator(language, ["site", "form"]);
  if (await isRateLimited(env, "buyer-link", request))
    return answer(request, { emailOn, state: "ask", error: t("site.rateLimited"), email }, 429);
  const address = lostLinkSchema.safeParse(entered);
  if (!address.success) return answer(request, { emailOn, state: "ask", error: fieldErrors(address.error, t)._ ?? null, email }, 400);
  await sendBuyerLinks(env, address.data, language);
  return redirect(`${buyerHomePath(language)}?sent=1#lost-link`, { status: 303, headers: BUYER_HEADERS });
}
