import { Form, Link } from "react-router";
import { AdvisorActionsList } from "~/components/admin/advisor-actions-list";
import { AssignForms } from "~/components/admin/assign-forms";
import { CallOutcomeForm } from "~/components/admin/call-outcome-form";
import { CallbackForm } from "~/components/admin/callback-form";
import { LeadHeader } from "~/components/admin/lead-header";
import { SpanishContractNotice } from "~/components/admin/spanish-contract-notice";
import { ChatRecord } from "~/components/admin/chat-record";
import { LeadFields } from "~/components/admin/lead-fields";
import { LeadNotes } from "~/components/admin/lead-notes";
import { LeadRequests } from "~/components/admin/lead-requests";
import { leadName } from "~/components/admin/leads-table";
import { LeadTimeline } from "~/components/admin/lead-timeline";
import { PersonLeads } from "~/components/admin/person-leads";
import { QuoteCheckPanel } from "~/components/admin/quote-check-panel";
import { StatusHistory } from "~/components/admin/status-history";
import { ADMIN_ROBOTS } from "~/domain/admin/format";
import type { Route } from "./+types/lead";
import { leadAction } from "./lead-actions.server";
import { leadPage } from "./lead.server";

export const loader = ({ params, context, request }: Route.LoaderArgs) => leadPage(params.id, context, request);

export const action = ({ request, context }: Route.ActionArgs) => leadAction(request, context);

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? leadName(loaderData.lead) : "Lead"} · Advisor desk` },
  ADMIN_ROBOTS,
];

export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, current, history, quote, quoteChecks, quoteNotice, notes, requests, personLeads, actions, advisors, me, assigneeName } =
    loaderData;
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
      <LeadHeader lead={lead} current={current} />
      {lead.language === "es" ? <SpanishContractNotice /> : null}
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
          language={lead.language}
          error={actionData?.intent === "assign" ? actionData.error : null}
          confirm={actionData?.intent === "assign" && "confirm" in actionData ? actionData.confirm : undefined}
        />
      </div>
      <LeadTimeline entries={timeline} />
      <LeadRequests
        leadId={lead.id}
        requests={requests}
        main={{ email: lead.email, phone: lead.phone }}
        current={current}
        result={actionData?.intent === "main-contact" ? actionData : null}
      />
      <LeadNotes leadId={lead.id} notes={notes} refused={refusedNote} />
      <PersonLeads leads={personLeads} />
      <LeadFields fields={fields} />
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
      <ChatRecord transcript={transcript} answers={lead.answers} />
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
