import { data, type RouterContextProvider } from "react-router";
import { BUYER_HEADERS } from "#app/domain/buyers/buyer-headers";
import { buyerFilePath, buyerPagePath } from "#app/domain/buyers/buyer-links";
import { localeOfPath } from "#app/i18n/locale";
import { pacificDate } from "#app/i18n/pacific-time";
import { workerContext } from "#worker/request-context.server";
import { personRows, personScope } from "#worker/services/buyers/person-rows.server";
import { noAccess, open } from "./buyer-page.server";
import { namespaceMessages } from "./marketing.server";

/**
 * Everything we hold about the person as a page to read (the right to know, /privacy), the twin of the
 * JSON download: every table's rows, every column as stored. It needs the page's own link, as the page does.
 */
export async function dataPage(request: Request, param: string | undefined, context: Readonly<RouterContextProvider>) {
  const { env } = context.get(workerContext);
  const opened = await open(env, param);
  if (opened.kind !== "lead") return noAccess(env, request, opened.kind === "none" ? opened.problem : "invalid");
  const rows = await personRows(env, await personScope(env, opened.leadId, opened.reach));
  const language = localeOfPath(new URL(request.url).pathname);
  return data(
    {
      tables: rows.tables,
      exportedOn: pacificDate(language, rows.exportedAt),
      back: buyerPagePath(opened.token, language),
      reach: opened.reach,
      json: buyerFilePath(opened.token, language, "data.json"),
      ...namespaceMessages(request, ["buyer"]),
    },
    { headers: BUYER_HEADERS },
  );
}
