import { ADMIN_ROBOTS } from "#app/domain/admin/format";
import { FirstContactPanel } from "#app/components/admin/first-contact-panel";
import { LeadsChart } from "#app/components/admin/leads-chart";
import { QueueCounts } from "#app/components/admin/queue-counts";
import { SignInPauses } from "#app/components/admin/sign-in-pauses";
import { SpanishWaitingNotice } from "#app/components/admin/spanish-waiting-notice";
import { DASHBOARD_DAYS, formatMinutes, totalOf } from "#app/domain/admin/dashboard";
import { stepLabel } from "#app/domain/admin/labels";
import type { Route } from "./+types/dashboard";
import { dashboardPage } from "./dashboard.server";

export const loader = ({ context }: Route.LoaderArgs) => dashboardPage(context);

export const meta = () => [{ title: "Dashboard · Advisor desk" }, ADMIN_ROBOTS];

const card = "rounded-xl bg-white p-4 ring-1 ring-slate-200";

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { days, funnel, chatLeads, medianMinutesToContact, contactedCount, queue, signInPauses, waitingInSpanish, firstContact } =
    loaderData;
  const total = days.reduce((sum, d) => sum + totalOf(d), 0);
  const top = Math.max(1, ...funnel.map((f) => f.n));
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">Dashboard</h1>
      <SpanishWaitingNotice waiting={waitingInSpanish} />
      <div className="grid gap-4 sm:grid-cols-3">
        <p className={card}>
          <span className="block text-3xl font-bold text-brand-900">{total.toLocaleString("en-US")}</span>
          leads in the last {DASHBOARD_DAYS} days
        </p>
        <p className={card}>
          <span className="block text-3xl font-bold text-brand-900">{chatLeads.toLocaleString("en-US")}</span>
          of them from the chat
        </p>
        <p className={card}>
          <span className="block text-3xl font-bold text-brand-900">
            {medianMinutesToContact === null ? "—" : formatMinutes(medianMinutesToContact)}
          </span>
          median from lead to contacted ({contactedCount} contacted)
        </p>
      </div>
      <QueueCounts {...queue} />
      <FirstContactPanel {...firstContact} />
      <section aria-labelledby="subscribers-title" className={card}>
        <h2 id="subscribers-title" className="font-semibold text-slate-900">
          Newsletter subscribers
        </h2>
        <p className="text-sm text-slate-600">
          Confirmed addresses that have not unsubscribed, each with its own unsubscribe link for the email tool&apos;s List-Unsubscribe
          header. The links work for a year: download a fresh list for each send.
        </p>
        <a href="/admin/newsletter-subscribers.csv" download className="mt-2 inline-block font-medium text-brand-700 underline">
          Download subscribers (CSV)
        </a>
      </section>
      <section aria-labelledby="per-day-title" className={card}>
        <h2 id="per-day-title" className="mb-3 font-semibold text-slate-900">
          Leads per day by source
        </h2>
        <LeadsChart days={days} />
      </section>
      <section aria-labelledby="funnel-title" className={card}>
        <h2 id="funnel-title" className="font-semibold text-slate-900">
          Chat funnel: how many chat leads answered each question
        </h2>
        <p className="text-sm text-slate-600">
          A chat lead is saved from the first answer after the ZIP; where the bars drop, visitors left.
        </p>
        <table className="mt-3 w-full text-sm">
          <thead className="sr-only">
            <tr>
              <th scope="col">Question</th>
              <th scope="col">Chat leads that answered it</th>
            </tr>
          </thead>
          <tbody>
            {funnel.map((step) => (
              <tr key={step.key}>
                <th scope="row" className="w-40 py-0.5 pr-3 text-left font-normal text-slate-700">
                  {stepLabel(step.key)}
                </th>
                <td className="py-0.5">
                  <span className="flex items-center gap-2">
                    <span
                      className="inline-block h-3 rounded-sm bg-brand-600"
                      style={{ width: `${(step.n / top) * 70}%` }}
                      aria-hidden="true"
                    />
                    {step.n}
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <SignInPauses pauses={signInPauses} className={card} />
    </div>
  );
}
