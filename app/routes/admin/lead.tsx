import { Form, Link } from "react-router";
import { AdvisorActionsList } from "~/components/admin/advisor-actions-list";
import { AssignForms } from "~/components/admin/assign-forms";
import { CallOutcomeForm } from "~/components/admin/call-outcome-form";
import { CallbackForm } from "~/components/admin/callback-form";
import { LeadHeader } from "~/components/admin/lead-header";
import { LeadNotes } from "~/components/admin/lead-notes";
import { LeadRequests } from "~/components/admin/lead-requests";
import { leadName } from "~/components/admin/leads-table";
import { LeadTimeline } from "~/components/admin/lead-timeline";
import { PersonLeads } from "~/components/admin/person-leads";
import { QuoteCheckPanel } from "~/components/admin/quote-check-panel";
import { StatusHistory } from "~/components/admin/status-history";
import { ADMIN_ROBOTS, formatPacific } from "~/domain/admin/format";
import { fieldText, LEAD_FIELD_GROUPS } from "~/domain/admin/lead-groups";
import type { Route } from "./+types/lead";
import { leadAction } from "./lead-actions.server";
import { leadPage } from "./lead.server";

export const loader = ({ params, context, request }: Route.LoaderArgs) => leadPage(params.id, context, request);

export const action = ({ request, context }: Route.ActionArgs) => leadAction(request, context);

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? leadName(loaderData.lead) : "Lead"} · Advisor desk` },
  ADMIN_ROBOTS,
];

const bubble = "inline-block max-w-prose rounded-2xl px-3 py-2 text-sm";

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, history, quote, quoteChecks, quoteNotice, notes, requests, personLeads, actions, advisors, me, assigneeName } = loaderData;
  const { timeline, callbackPicks, callbackInput } = loaderData;
  const fields: Record<string, unknown> = { ...lead };
  const transcript = lead.conversationData ?? [];
  const refusedNote = actionData?.intent === "note" && actionData.error ? { error: actionData.error, note: actionData.note ?? "" } : null;
  const refusedCall = actionData?.intent === "call" && actionData.error ? { error: actionData.error, note: actionData.note ?? "" } : null;
  const refusedLine = actionData?.intent === "quote-line" && actionData.error ? { ...actionData, error: actionData.error } : null;
  return (
    <div className="flex flex-col gap-6">
      <p>
        <Link to="/admin" className="text-sm text-brand-700 underline">
          ← All leads
        </Link>
      </p>
      <LeadHeader lead={lead} requests={requests} />
      <div className="grid gap-4 md:grid-cols-2">
        <CallOutcomeForm leadId={lead.id} attempts={lead.callAttemptCount} refused={refusedCall} />
        <CallbackForm
          leadId={lead.id}
          nextCallbackAt={lead.nextCallbackAt}
          picks={callbackPicks}
          inputValue={callbackInput}
          error={actionData?.intent === "callback" ? actionData.error : null}
        />
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        <StatusHistory status={lead.status} createdAt={lead.createdAt} history={history} />
        <AssignForms
          leadId={lead.id}
          assignedId={lead.assignedAdvisorId}
          assigneeName={assigneeName}
          me={me}
          advisors={advisors}
          error={actionData?.intent === "assign" ? actionData.error : null}
          confirm={actionData?.intent === "assign" && "confirm" in actionData ? actionData.confirm : undefined}
        />
      </div>
      <LeadTimeline entries={timeline} />
      <LeadRequests requests={requests} />
      <LeadNotes leadId={lead.id} notes={notes} refused={refusedNote} />
      <PersonLeads leads={personLeads} />
      <div className="grid gap-4 md:grid-cols-2">
        {LEAD_FIELD_GROUPS.map((group, index) => (
          // An id without spaces: aria-labelledby reads a space as a list of ids.
          <section key={group.title} aria-labelledby={`fields-${index}`} className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
            <h2 id={`fields-${index}`} className="font-semibold text-slate-900">
              {group.title}
            </h2>
            <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
              {group.fields.map(([key, label]) => (
                <div key={key} className="contents">
                  <dt className="text-slate-600">{label}</dt>
                  <dd className="min-w-0 text-slate-900 [overflow-wrap:anywhere]">{fieldText(key, fields[key], formatPacific)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
      {quote ? (
        <section aria-labelledby="quote-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 id="quote-title" className="font-semibold text-slate-900">
            Dealer quote
          </h2>
          {quote.isPdf ? (
            <iframe src={quote.url} title="Dealer quote (PDF)" className="mt-3 h-[36rem] w-full rounded border border-slate-200" />
          ) : (
            <img
              src={quote.url}
              alt="The dealer quote the visitor uploaded"
              className="mt-3 max-h-[36rem] rounded border border-slate-200"
            />
          )}
          <p className="mt-2 text-sm">
            <a href={quote.url} target="_blank" rel="noreferrer" className="text-brand-700 underline">
              Open the quote in a new tab
            </a>
          </p>
        </section>
      ) : null}
      <QuoteCheckPanel leadId={lead.id} checks={quoteChecks} notice={quoteNotice} refused={refusedLine} />
      {transcript.length > 0 ? (
        <section aria-labelledby="transcript-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 id="transcript-title" className="font-semibold text-slate-900">
            Chat transcript
          </h2>
          <ol className="mt-3 flex flex-col gap-2">
            {transcript.map((turn, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a stored transcript, never reordered: a turn is its position.
              <li key={i} className={turn.role === "user" ? "self-end text-right" : "self-start"}>
                <span className="sr-only">{turn.role === "user" ? "Visitor: " : "Assistant: "}</span>
                <span className={`${bubble} ${turn.role === "user" ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-900"}`}>
                  {turn.content}
                </span>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {lead.answers && Object.keys(lead.answers).length > 0 ? (
        <section aria-labelledby="answers-title" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
          <h2 id="answers-title" className="font-semibold text-slate-900">
            Chat answers as given
          </h2>
          <dl className="mt-2 grid grid-cols-[max-content_1fr] gap-x-4 gap-y-1 text-sm">
            {Object.entries(lead.answers).map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-mono text-slate-600">{key}</dt>
                <dd className="min-w-0 [overflow-wrap:anywhere]">{fieldText(key, value, formatPacific)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <section aria-labelledby="delete-title" className="rounded-xl border border-red-200 bg-white p-4">
        <h2 id="delete-title" className="font-semibold text-red-900">
          Delete on the visitor's request
        </h2>
        <Form method="post" className="mt-2 flex flex-wrap items-center gap-4 text-sm">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="leadId" value={lead.id} />
          <label className="flex items-center gap-2">
            <input type="checkbox" name="confirm" value="yes" required />
            The visitor asked us to delete their data. Delete this lead{quote ? " and its dealer quote" : ""} for good.
          </label>
          <button type="submit" className="rounded-full bg-red-700 px-4 py-1.5 font-semibold text-white hover:bg-red-800">
            Delete lead
          </button>
        </Form>
        {actionData?.error && (actionData.intent === "status" || actionData.intent === "delete") ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {actionData.error}
          </p>
        ) : null}
      </section>
      <AdvisorActionsList actions={actions} />
    </div>
  );
}
