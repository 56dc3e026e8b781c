import { formatPacific } from "#app/domain/admin/format";
import type { TimelineEntry, TimelineKind } from "#app/domain/admin/timeline";
import { panel } from "./admin-styles";

const MARK: Record<TimelineKind, string> = {
  call: "bg-brand-100 text-brand-900",
  note: "bg-slate-100 text-slate-900",
  status: "bg-emerald-100 text-emerald-900",
  request: "bg-amber-100 text-amber-900",
  assign: "bg-violet-100 text-violet-900",
  callback: "bg-sky-100 text-sky-900",
};

const KIND_LABELS: Record<TimelineKind, string> = {
  call: "Call",
  note: "Note",
  status: "Status",
  request: "Request",
  assign: "Assignment",
  callback: "Callback",
};

/** Calls, notes, status changes, requests, assignments and callbacks in one list, newest first. */
export function LeadTimeline({ entries }: { entries: TimelineEntry[] }) {
  return (
    <section aria-labelledby="timeline-title" className={panel}>
      <h2 id="timeline-title" className="font-semibold text-slate-900">
        Timeline
      </h2>
      {entries.length > 0 ? (
        <ol aria-label="Timeline, newest first" className="mt-2 flex flex-col divide-y divide-slate-100 text-sm">
          {entries.map((entry) => (
            <li key={entry.key} className="py-2">
              <p className="flex flex-wrap items-baseline gap-x-2">
                <span className={`rounded-full px-2 text-xs font-semibold ${MARK[entry.kind]}`}>{KIND_LABELS[entry.kind]}</span>
                <span className="font-medium text-slate-900">{entry.text}</span>
                <span className="text-xs text-slate-600">
                  {entry.by ? `${entry.by} · ` : ""}
                  {formatPacific(entry.at)}
                </span>
              </p>
              {entry.body ? <p className="mt-1 whitespace-pre-wrap break-words text-slate-800">{entry.body}</p> : null}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">Nothing has happened on this lead yet.</p>
      )}
    </section>
  );
}
