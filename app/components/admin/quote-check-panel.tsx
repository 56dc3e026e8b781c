import { Form } from "react-router";
import { formatPacific } from "#app/domain/admin/format";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import type { QuoteCheckView } from "#app/domain/quotes/check-view";
import { QUOTE_MESSAGES, QUOTE_UPLOAD_NOTICES, type QuoteUploadNotice } from "#app/domain/quotes/messages";
import { formatCents } from "#app/domain/quotes/money";
import { ActionSection, type SectionResult } from "./action-section";
import { smallButton } from "./admin-styles";
import { QuoteFlags } from "./quote-flags";
import { type LineRefusal, QuoteLinesTable } from "./quote-lines-table";

type Props = {
  leadId: string;
  checks: QuoteCheckView[];
  notice: QuoteUploadNotice | null;
  refused: LineRefusal | null;
  /** Why "Read again" did nothing, for that check. */
  rereadRefused: { checkId: string; error: string } | null;
  result: SectionResult;
};

const ACCEPTED = ".jpg,.jpeg,.png,.heic,.pdf";

/**
 * The Quote check panel: each of the lead's dealer quotes with what its reading found (the lines, the
 * flags, the totals, when it was read), corrections, "Read again" for one that could not be read, and an
 * upload for a quote the buyer emailed. Everything works without JavaScript.
 */
export function QuoteCheckPanel({ leadId, checks, notice, refused, rereadRefused, result }: Props) {
  return (
    <ActionSection id="quote-check" title="Quote check" result={result}>
      {notice ? (
        <p
          role={notice === "uploaded" ? "status" : "alert"}
          className={`mt-2 text-sm ${notice === "uploaded" ? "text-emerald-800" : "text-red-700"}`}
        >
          {QUOTE_UPLOAD_NOTICES[notice]}
        </p>
      ) : null}
      {checks.length === 0 ? <p className="mt-2 text-sm text-slate-600">No dealer quote yet.</p> : null}
      {checks.map((check) => (
        <QuoteCheck
          key={check.id}
          leadId={leadId}
          check={check}
          refused={refused?.checkId === check.id ? refused : null}
          rereadError={rereadRefused?.checkId === check.id ? rereadRefused.error : null}
        />
      ))}
      <form
        method="post"
        action={`/admin/api/leads/${leadId}/quotes`}
        encType="multipart/form-data"
        className="mt-4 flex flex-wrap items-end gap-3 text-sm"
      >
        <label className="flex flex-col gap-1 font-medium text-slate-800">
          Upload a quote the buyer sent you (JPG, PNG, HEIC or PDF, up to {CHAT_LIMITS.maxUploadBytes / 1024 / 1024} MB)
          <input type="file" name="file" accept={ACCEPTED} required className="text-sm font-normal" />
        </label>
        <button type="submit" className={smallButton}>
          Upload and read
        </button>
      </form>
    </ActionSection>
  );
}

type CheckProps = { leadId: string; check: QuoteCheckView; refused: LineRefusal | null; rereadError: string | null };

function QuoteCheck({ leadId, check, refused, rereadError }: CheckProps) {
  const head = check.head;
  const car = head ? [head.vehicle.year, head.vehicle.make, head.vehicle.model].filter(Boolean).join(" ") : "";
  return (
    <article aria-labelledby={`check-${check.id}`} className="mt-4 border-t border-slate-200 pt-3">
      <h3 id={`check-${check.id}`} className="text-sm font-semibold text-slate-900">
        {check.source === "chat" ? "Uploaded in the chat" : "Uploaded by an advisor"} · {formatPacific(check.createdAt)}
      </h3>
      <p className="text-sm text-slate-700">
        <a href={check.fileUrl} target="_blank" rel="noreferrer" className="text-brand-700 underline">
          Open this quote in a new tab
        </a>
        {check.readAt
          ? ` · read ${formatPacific(check.readAt)} ${check.reader === "vision" ? "by the vision model" : "from the PDF's text"}`
          : ""}
      </p>
      {check.status === "queued" ? <p className="mt-2 text-sm text-slate-700">{QUOTE_MESSAGES.pending}</p> : null}
      {check.status === "unreadable" ? <ReadAgain leadId={leadId} check={check} error={rereadError} /> : null}
      {check.status === "not-quote" ? (
        <p className="mt-2 text-sm text-amber-900">{QUOTE_MESSAGES.uploadNotAQuote} Nothing was checked.</p>
      ) : null}
      {head ? (
        <p className="mt-2 text-sm text-slate-800">
          {[head.dealerName, head.quoteDate ? `dated ${head.quoteDate}` : null, car || null, head.vehicle.vin, head.condition]
            .filter(Boolean)
            .join(" · ")}
        </p>
      ) : null}
      {check.status === "read" ? (
        <>
          <QuoteFlags flags={check.flags} lines={check.lines} />
          {check.worthQuestioningCents > 0 ? (
            <p className="mt-2 text-sm font-semibold text-slate-900">Worth questioning: {formatCents(check.worthQuestioningCents)}</p>
          ) : null}
          <QuoteLinesTable leadId={leadId} check={check} refused={refused} />
        </>
      ) : null}
    </article>
  );
}

/** A quote the reading could not read: why, and "Read again" (back on the reading queue; the advisor can also read the file). */
function ReadAgain({ leadId, check, error }: { leadId: string; check: QuoteCheckView; error: string | null }) {
  const errorId = `reread-${check.id}-error`;
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm">
      <p className="text-amber-900">Not read automatically: {check.reason}. Read the file itself, or have it read again.</p>
      <input type="hidden" name="intent" value="quote-reread" />
      <input type="hidden" name="leadId" value={leadId} />
      <input type="hidden" name="checkId" value={check.id} />
      <button type="submit" className={smallButton} aria-describedby={error ? errorId : undefined}>
        Read again
      </button>
      {error ? (
        <p id={errorId} role="alert" className="w-full text-red-700">
          {error}
        </p>
      ) : null}
    </Form>
  );
}
