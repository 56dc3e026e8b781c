import { data, redirect, type RouterContextProvider } from "react-router";
import { buyerHomePath, buyerPagePath } from "#app/domain/buyers/buyer-links";
import type { BuyerForm, BuyerNoAccessView, BuyerPageView, BuyerReach, BuyerReceiptView } from "#app/domain/buyers/buyer-page";
import {
  BUYER_DONE,
  type BuyerDone,
  type BuyerProblem,
  bookingSchema,
  buyerTokenSchema,
  deletionSchema,
  detailsSchema,
} from "#app/domain/buyers/buyer-forms";
import { RATE_LIMIT_WINDOW_SECONDS } from "#app/domain/constants";
import { fieldErrors } from "#app/domain/field-errors";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { localeOfPath } from "#app/i18n/locale";
import { pacificDate } from "#app/i18n/pacific-time";
import { appConfig } from "#worker/config.server";
import { workerContext } from "#worker/request-context.server";
import { type BookingOutcome, changeBooking } from "#worker/services/buyers/bookings.server";
import { deleteEverything } from "#worker/services/buyers/deletion.server";
import { correctDetails } from "#worker/services/buyers/details.server";
import { buyerPageFacts, receiptFacts } from "#worker/services/buyers/page.server";
import { buyerAccess, visitorEmailOn } from "#worker/services/email";
import { isRateLimited } from "#worker/services/guards/rate-limit.server";
import { issueStamp } from "#worker/services/shared/signed-stamp.server";
import { BUYER_HEADERS } from "#app/domain/buyers/buyer-headers";
import { buyerPageView, carOf } from "./buyer-view.server";
import { namespaceMessages } from "./marketing.server";
import { readForm } from "./read-form.server";

// The buyer's page (docs/decisions/052): /my/:token and /es/mi/:token. Everything works without
// JavaScript: each form posts here, a change redirects back to the page (post/redirect/get) with what was
// done, and a refusal comes back with the page and its message beside the form.

export type BuyerView = BuyerPageView | BuyerReceiptView | BuyerNoAccessView;

/** Purpose of the stamp that tells the lost-link page a deletion just happened (shared/signed-stamp). */
export const DELETED_STAMP = "buyer-deleted";

/** The page's section each change is told in: its status region takes the focus after the redirect. */
export const STATUS_ID = "buyer-status";

/** A rate-limited 429 says when to try again, as the API's do. */
const RETRY_AFTER = { "retry-after": String(RATE_LIMIT_WINDOW_SECONDS) };

const answer = <View extends BuyerView>(request: Request, view: View, status = 200) =>
  data(
    { view, ...namespaceMessages(request, ["buyer"]) },
    { status, headers: status === 429 ? { ...BUYER_HEADERS, ...RETRY_AFTER } : BUYER_HEADERS },
  );

type Opened =
  | { kind: "lead"; leadId: string; token: string; reach: BuyerReach }
  | { kind: "receipt"; requestId: number }
  | { kind: "none"; problem: "invalid" | "expired" };

/** What a token in the path opens. */
export async function open(env: Env, param: string | undefined): Promise<Opened> {
  const token = buyerTokenSchema.safeParse(param);
  if (!token.success) return { kind: "none", problem: "invalid" };
  const access = await buyerAccess(env, token.data);
  if (access.kind === "lead") return { kind: "lead", leadId: access.leadId, token: token.data, reach: access.reach };
  if (access.kind === "receipt") return { kind: "receipt", requestId: access.requestId };
  return access;
}

export function noAccess(env: Env, request: Request, problem: "invalid" | "expired") {
  const language = localeOfPath(new URL(request.url).pathname);
  const view: BuyerNoAccessView = { kind: "none", language, problem, emailOn: visitorEmailOn(env), home: buyerHomePath(language) };
  return answer(request, view, 404);
}

const doneOf = (value: string | null): BuyerDone | null => BUYER_DONE.find((done) => done === value) ?? null;

const UPLOAD_PROBLEMS: readonly BuyerProblem[] = ["upload-type", "upload-size", "upload-quota", "upload-failed", "rate-limited"];

export async function buyerPageLoader(request: Request, param: string | undefined, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const url = new URL(request.url);
  const language = localeOfPath(url.pathname);
  const opened = await open(env, param);
  if (opened.kind === "none") return noAccess(env, request, opened.problem);
  if (opened.kind === "receipt") {
    const asked = await receiptFacts(env, opened.requestId);
    if (!asked) return noAccess(env, request, "invalid");
    const view: BuyerReceiptView = {
      kind: "receipt",
      language,
      on: pacificDate(language, asked.createdAt),
      firstName: asked.firstName,
      car: carOf(serverTranslator(language, ["buyer"]), asked),
      zipCode: asked.zipCode,
      emailOn: visitorEmailOn(env),
      home: buyerHomePath(language),
    };
    return answer(request, view);
  }
  // An upload's problem comes back in the address (the API redirects to the page: worker/api/buyers.ts).
  const upload = UPLOAD_PROBLEMS.find((problem) => problem === url.searchParams.get("problem"));
  const problem = upload ? { form: "upload" as const, problem: upload, fields: {} } : null;
  return pageAnswer(env, request, opened, { done: doneOf(url.searchParams.get("done")), problem });
}

async function pageAnswer(
  env: Env,
  request: Request,
  opened: { leadId: string; token: string; reach: BuyerReach },
  state: Pick<BuyerPageView, "done" | "problem">,
  status = 200,
) {
  const facts = await buyerPageFacts(env, opened.leadId);
  if (!facts) return noAccess(env, request, "invalid");
  const language = localeOfPath(new URL(request.url).pathname);
  return answer(request, buyerPageView(facts, { token: opened.token, reach: opened.reach, language, ...state }), status);
}

/** Back to the page after a change, its status region in view (and focused: the component's autofocus). */
const backToPage = (token: string, request: Request, done: BuyerDone) => {
  const language = localeOfPath(new URL(request.url).pathname);
  return redirect(`${buyerPagePath(token, language)}?done=${done}#${STATUS_ID}`, { status: 303, headers: BUYER_HEADERS });
};

const BOOKING_PROBLEMS: Record<Exclude<BookingOutcome, "booked" | "cancelled">, BuyerProblem> = {
  full: "slot-full",
  gone: "slot-gone",
  closed: "call-closed",
  "no-phone": "no-phone",
};

export async function buyerPageAction(request: Request, param: string | undefined, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const opened = await open(env, param);
  // Only a page's own link acts: a receipt shows one request and changes nothing.
  if (opened.kind !== "lead") return noAccess(env, request, opened.kind === "none" ? opened.problem : "invalid");
  const refused = (form: BuyerForm, problem: BuyerProblem | null, fields: Record<string, string> = {}) =>
    pageAnswer(env, request, opened, { done: null, problem: { form, problem, fields } }, problem === "rate-limited" ? 429 : 400);
  const form = await readForm(request);
  const intent = form.get("intent");
  const formOf: BuyerForm = intent === "details" ? "details" : intent === "delete" ? "delete" : "call";
  if (await isRateLimited(env, "buyer-page", request)) return refused(formOf, "rate-limited");
  const language = localeOfPath(new URL(request.url).pathname);
  switch (intent) {
    case "book": {
      const booking = bookingSchema.safeParse({ slot: form.get("slot") });
      if (!booking.success) return refused("call", "slot-missing");
      const slot = booking.data.slot;
      const { outcome } = await changeBooking(
        env,
        opened.leadId,
        slot === "asap" ? { kind: "asap" } : { kind: "slot", at: new Date(slot).toISOString() },
      );
      if (outcome === "booked" || outcome === "cancelled") return backToPage(opened.token, request, outcome);
      return refused("call", BOOKING_PROBLEMS[outcome]);
    }
    case "cancel":
      await changeBooking(env, opened.leadId, { kind: "cancel" });
      return backToPage(opened.token, request, "cancelled");
    case "details": {
      const details = detailsSchema.safeParse(Object.fromEntries(["firstName", "lastName", "phone", "email"].map((k) => [k, form.get(k)])));
      if (!details.success) return refused("details", null, fieldErrors(details.error, serverTranslator(language, ["form"])));
      const outcome = await correctDetails(env, opened.leadId, details.data, language);
      if ("problem" in outcome) return refused("details", outcome.problem);
      return backToPage(opened.token, request, outcome.emailSent ? "email-sent" : "saved");
    }
    case "delete": {
      if (!deletionSchema.safeParse({ confirm: form.get("confirm") }).success) return refused("delete", "confirm-delete");
      await deleteEverything(env, opened.leadId, opened.reach);
      const stamp = await issueStamp(appConfig(env).EMAIL_LINK_KEY, DELETED_STAMP);
      return redirect(`${buyerHomePath(language)}?deleted=${stamp}`, { status: 303, headers: BUYER_HEADERS });
    }
    default:
      return refused("call", null);
  }
}
