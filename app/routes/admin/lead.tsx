import { Form, Link } from "react-router";
import type { SectionResult } from "#app/components/admin/action-section";
import { AdvisorActionsList } from "#app/components/admin/advisor-actions-list";
import { AssignForms } from "#app/components/admin/assign-forms";
import { CallOutcomeForm } from "#app/components/admin/call-outcome-form";
import { CallbackForm } from "#app/components/admin/callback-form";
import { ChatRecord } from "#app/components/admin/chat-record";
import { useLeadPresence, useLiveRegionText, useViewing } from "#app/components/admin/desk-context";
import { LeadFields } from "#app/components/admin/lead-fields";
import { LeadHeader } from "#app/components/admin/lead-header";
import { LeadNotes } from "#app/components/admin/lead-notes";
import { LeadRequests } from "#app/components/admin/lead-requests";
import { LeadTimeline } from "#app/components/admin/lead-timeline";
import { leadName } from "#app/components/admin/leads-table";
import { PersonLeads } from "#app/components/admin/person-leads";
import { PresenceNote } from "#app/components/admin/presence-note";
import { QuoteCheckPanel } from "#app/components/admin/quote-check-panel";
import { QuoteGlance } from "#app/components/admin/quote-glance";
import { SpanishContractNotice } from "#app/components/admin/spanish-contract-notice";
import { StatusHistory } from "#app/components/admin/status-history";
import { ADMIN_ROBOTS } from "#app/domain/admin/format";
import { callerOf } from "#app/domain/desk/presence";
import type { Route } from "./+types/lead";
import { leadAction } from "./lead-actions.server";
import { leadPage } from "./lead.server";

export const loader = ({ params, context, request }: Route.LoaderArgs) => leadPage(params.id, context, request);

export const action = ({ request, context }: Route.ActionArgs) => leadAction(request, context);

export const meta = ({ loaderData }: Route.MetaArgs) => [
  { title: `${loaderData ? leadName(loaderData.lead) : "Lead"} · Advisor desk` },
  ADMIN_ROBOTS,
];

type ActionData = NonNullable<Route.ComponentProps["actionData"]>;
type Section = "call" | "callback" | "history" | "assign" | "notes" | "requests" | "quote-check" | "delete";

/** The section each action changes: focus goes there after it, and its confirmation shows there. */
const SECTION_OF: Record<ActionData["intent"], Section> = {
  call: "call",
  callback: "callback",
  status: "history",
  assign: "assign",
  note: "notes",
  "main-contact": "requests",
  "quote-line": "quote-check",
  "quote-reread": "quote-check",
  delete: "delete",
};

/** The sentence confirming a done action; null when it was refused. */
const doneOf = (answer: ActionData): string | null =>
  answer.intent === "main-contact" ? (answer.error ? null : answer.message) : "done" in answer ? (answer.done ?? null) : null;

/**
 * A lead's page, laid out for the call: the first screen (a phone's, and a desk's) holds who to call
 * and the call button, the buyer's note, the call outcomes, what the quote check found and the
 * callback; the rest of the record follows. After each action, focus goes to the section it changed,
 * which shows the confirmation, and the page's polite live region announces it.
 */
export default function Lead({ loaderData, actionData }: Route.ComponentProps) {
  const { lead, current, history, quote, quoteChecks, quoteNotice, notes, requests, personLeads, actions, advisors, me, assigneeName } =
    loaderData;
  const { timeline, callbacks, callbackInput, buyerNote, presence, presenceNow } = loaderData;
  const fields: Record<string, unknown> = { ...lead };
  const transcript = lead.conversationData ?? [];
  const done = actionData ? doneOf(actionData) : null;
  const resultFor = (section: Section): SectionResult =>
    actionData && SECTION_OF[actionData.intent] === section ? { key: actionData, done: doneOf(actionData) } : null;
  const errorOf = (intent: Exclude<ActionData["intent"], "main-contact">) =>
    actionData?.intent === intent && typeof actionData.error === "string" ? actionData.error : null;
  const refusedNote = actionData?.intent === "note" && actionData.error ? { error: actionData.error, note: actionData.note ?? "" } : null;
  const callAnswer = actionData?.intent === "call" ? actionData : null;
  const askedCaller = callAnswer && "caller" in callAnswer ? callAnswer.caller : undefined;
  const refusedCall =
    callAnswer && (callAnswer.error || askedCaller)
      ? { error: callAnswer.error, note: ("note" in callAnswer && callAnswer.note) || "" }
      : null;
  // Who else is on this lead: what the loader read from the desk, then the desk itself once the socket is live.
  useViewing(lead.id);
  const initialPresence = { people: presence, nowMs: presenceNow };
  const onLead = useLeadPresence(lead.id, initialPresence);
  const liveCaller = callerOf(onLead.people);
  // A call the action sent back names the caller it found, until the live desk knows better.
  const caller = liveCaller?.callingSince
    ? { name: liveCaller.name, callingSince: liveCaller.callingSince, nowMs: onLead.nowMs }
    : !onLead.live && askedCaller
      ? { ...askedCaller, nowMs: presenceNow }
      : null;
  const spoken = useLiveRegionText(done, actionData ?? null, lead.id);
  const refusedLine = actionData?.intent === "quote-line" && actionData.error ? { ...actionData, error: actionData.error } : null;
  const refusedReread =
    actionData?.intent === "quote-reread" && actionData.error ? { checkId: actionData.checkId, error: actionData.error } : null;
  const refusedMain = actionData?.intent === "main-contact" && actionData.error ? actionData.message : null;
  return (
    <div className="flex flex-col gap-3 sm:gap-4">
      {/* One polite live region: what an action did, or else what the live desk brought. */}
      <p role="status" className="sr-only">
        {spoken}
      </p>
      <p>
        <Link to="/admin" className="text-sm text-brand-700 underline">
          ← All leads
        </Link>
      </p>
      <div className="grid items-start gap-3 sm:gap-4 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3 sm:gap-4">
          <LeadHeader lead={lead} current={current} buyerNote={buyerNote} />
          <PresenceNote leadId={lead.id} initial={initialPresence} look="banner" />
          <CallOutcomeForm
            leadId={lead.id}
            attempts={lead.callAttemptCount}
            refused={refusedCall}
            caller={caller}
            asked={Boolean(askedCaller)}
            result={resultFor("call")}
          />
        </div>
        <div className="flex min-w-0 flex-col gap-3 sm:gap-4">
          <QuoteGlance checks={quoteChecks} />
          <CallbackForm
            leadId={lead.id}
            nextCallbackAt={lead.nextCallbackAt}
            bookedCallKind={lead.bookedCallKind}
            choices={callbacks}
            inputValue={callbackInput}
            error={errorOf("callback")}
            result={resultFor("callback")}
          />
        </div>
      </div>
      {lead.language === "es" ? <SpanishContractNotice /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        <StatusHistory
          leadId={lead.id}
          name={current.name || leadName(lead)}
          status={lead.status}
          createdAt={lead.createdAt}
          history={history}
          error={errorOf("status")}
          result={resultFor("history")}
        />
        <AssignForms
          leadId={lead.id}
          assignedId={lead.assignedAdvisorId}
          assigneeName={assigneeName}
          me={me}
          advisors={advisors}
          language={lead.language}
          error={errorOf("assign")}
          confirm={actionData?.intent === "assign" && "confirm" in actionData ? actionData.confirm : undefined}
          result={resultFor("assign")}
        />
      </div>
      <LeadTimeline entries={timeline} />
      <LeadRequests
        leadId={lead.id}
        requests={requests}
        main={{ email: lead.email, phone: lead.phone }}
        current={current}
        refused={refusedMain}
        result={resultFor("requests")}
      />
      <LeadNotes leadId={lead.id} notes={notes} refused={refusedNote} result={resultFor("notes")} />
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
      <QuoteCheckPanel
        leadId={lead.id}
        checks={quoteChecks}
        notice={quoteNotice}
        refused={refusedLine}
        rereadRefused={refusedReread}
        result={resultFor("quote-check")}
      />
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
        {errorOf("delete") ? (
          <p role="alert" className="mt-2 text-sm text-red-700">
            {errorOf("delete")}
          </p>
        ) : null}
      </section>
      <AdvisorActionsList actions={actions} />
    </div>
  );
}
