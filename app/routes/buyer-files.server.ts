import { data, type RouterContextProvider } from "react-router";
import { buyerPagePath } from "~/domain/buyers/buyer-links";
import { callCalendar } from "~/domain/buyers/call-calendar";
import { serverTranslator } from "~/i18n/catalogue.server";
import { localeOfPath } from "~/i18n/locale";
import { formatPhone } from "~/i18n/format";
import { appConfig } from "../../worker/config.server";
import { workerContext } from "../../worker/request-context.server";
import { bookedCall } from "../../worker/services/buyers/bookings.server";
import { personRows, personScope } from "../../worker/services/buyers/person-rows.server";
import { BUYER_HEADERS } from "~/domain/buyers/buyer-headers";
import { noAccess, open } from "./buyer-page.server";
import { namespaceMessages } from "./marketing.server";

// The files beside the buyer's page: the booked call for a calendar, and everything we hold about the
// person, as JSON to download and as a page to read. Each needs the page's own link, as the page does.

const notFound = () => new Response("Not found", { status: 404, headers: BUYER_HEADERS });

export async function calendarFile(request: Request, param: string | undefined, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const opened = await open(env, param);
  if (opened.kind !== "lead") return notFound();
  const call = await bookedCall(env, opened.leadId);
  if (!call) return notFound();
  const language = localeOfPath(new URL(request.url).pathname);
  const { BRAND_NAME, SUPPORT_PHONE, PUBLIC_ORIGIN } = appConfig(env);
  const t = serverTranslator(language, ["buyer"]);
  const page = new URL(buyerPagePath(opened.token, language), PUBLIC_ORIGIN).href;
  const ics = callCalendar({
    uid: `call-${opened.leadId}@${new URL(PUBLIC_ORIGIN).host}`,
    start: call.at,
    stamp: call.madeAt,
    summary: t("buyer.calendar.summary", { brand: BRAND_NAME }),
    description: t("buyer.calendar.description", { phone: formatPhone(language, SUPPORT_PHONE), page }),
    url: page,
  });
  return new Response(ics, {
    headers: { ...BUYER_HEADERS, "content-type": "text/calendar; charset=utf-8", "content-disposition": 'attachment; filename="call.ics"' },
  });
}

async function exported(env: Env, param: string | undefined) {
  const opened = await open(env, param);
  if (opened.kind !== "lead") return null;
  return personRows(env, await personScope(env, opened.leadId));
}

export async function dataFile(_request: Request, param: string | undefined, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const rows = await exported(env, param);
  if (!rows) return notFound();
  const day = rows.exportedAt.slice(0, 10);
  return new Response(JSON.stringify(rows, null, 2), {
    headers: {
      ...BUYER_HEADERS,
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="my-data-${day}.json"`,
    },
  });
}

/** The same rows as a page: each table with its rows, every column as stored. */
export async function dataPage(request: Request, param: string | undefined, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const rows = await exported(env, param);
  if (!rows) return noAccess(env, request, "invalid");
  const back = buyerPagePath(param ?? "", localeOfPath(new URL(request.url).pathname));
  return data({ rows, back, ...namespaceMessages(request, ["buyer"]) }, { headers: BUYER_HEADERS });
}
