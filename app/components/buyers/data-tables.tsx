import type { BuyerReach } from "#app/domain/buyers/buyer-page";
import { useT } from "#app/i18n/i18n-context";
import type { MessageKey } from "#app/i18n/messages/en";
import { BuyerFrame } from "./buyer-frame";
import { ScrollTable } from "./scroll-table";

/** Each table the export reads, named in the page's language; its database name is shown beside it. */
const TABLE_WORDS: Record<string, MessageKey> = {
  leads: "buyer.table.leads",
  lead_requests: "buyer.table.leadRequests",
  lead_status_changes: "buyer.table.leadStatusChanges",
  lead_notes: "buyer.table.leadNotes",
  call_attempts: "buyer.table.callAttempts",
  lead_search_rows: "buyer.table.leadSearchRows",
  advisor_actions: "buyer.table.advisorActions",
  lead_deletions: "buyer.table.leadDeletions",
  quote_checks: "buyer.table.quoteChecks",
  quote_lines: "buyer.table.quoteLines",
  quote_flags: "buyer.table.quoteFlags",
  quote_corrections: "buyer.table.quoteCorrections",
  email_sends: "buyer.table.emailSends",
  email_address_sends: "buyer.table.emailAddressSends",
  chat_strikes: "buyer.table.chatStrikes",
};

/** A stored value as text: JSON columns (answers, the conversation) as they are stored. */
const cell = (value: unknown) => (value === null || value === undefined ? "" : typeof value === "string" ? value : JSON.stringify(value));

type Props = { tables: Record<string, Record<string, unknown>[]>; exportedOn: string; back: string; json: string; reach: BuyerReach };

/** Everything we hold about the person, table by table, every column as stored: the readable twin of the JSON download. */
export function DataTables({ tables, exportedOn, back, json, reach }: Props) {
  const t = useT();
  return (
    <BuyerFrame>
      <div className="flex flex-col gap-2">
        <h1 className="text-3xl font-bold text-brand-900">{t("buyer.dataPage.title")}</h1>
        <p>{t("buyer.dataPage.intro", { date: exportedOn })}</p>
        {reach === "lead" ? <p>{t("buyer.data.chatOnly")}</p> : null}
        <p className="flex flex-wrap gap-4">
          <a href={back} className="font-semibold text-brand-700 underline">
            {t("buyer.dataPage.back")}
          </a>
          <a href={json} download className="font-semibold text-brand-700 underline">
            {t("buyer.data.json")}
          </a>
        </p>
      </div>
      {Object.entries(tables).map(([name, rows]) => {
        const columns = [...new Set(rows.flatMap((row) => Object.keys(row)))];
        const words = TABLE_WORDS[name];
        return (
          <section key={name} aria-labelledby={`table-${name}`} className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
            <h2 id={`table-${name}`} className="text-lg font-bold text-brand-900">
              {words ? t(words) : name} <code className="text-sm font-normal text-slate-600">{name}</code>
            </h2>
            {rows.length === 0 ? (
              <p className="mt-2 text-slate-700">{t("buyer.dataPage.none")}</p>
            ) : (
              <ScrollTable label={words ? t(words) : name} className="mt-2">
                <table className="text-left text-xs">
                  <caption className="sr-only">{words ? t(words) : name}</caption>
                  <thead>
                    <tr>
                      {columns.map((column) => (
                        <th key={column} scope="col" className="border-b border-slate-300 px-2 py-1 font-mono">
                          {column}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((row, index) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: rows as the database gave them, never reordered.
                      <tr key={index} className="align-top">
                        {columns.map((column) => (
                          <td key={column} className="max-w-xs border-b border-slate-100 px-2 py-1 break-words">
                            {cell(row[column])}
                          </td>
                        ))}
                      </tr>
                    ))}
                  </tbody>
                </table>
              </ScrollTable>
            )}
          </section>
        );
      })}
    </BuyerFrame>
  );
}
