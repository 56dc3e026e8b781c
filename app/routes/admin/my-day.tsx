import { bookedWords } from "~/components/admin/call-summary";
import { MyDayList } from "~/components/admin/my-day-list";
import { ADMIN_ROBOTS, formatPacific } from "~/domain/admin/format";
import type { Route } from "./+types/my-day";
import { myDayPage } from "./my-day.server";

export const loader = ({ context }: Route.LoaderArgs) => myDayPage(context);

export const meta = () => [{ title: "My day · Advisor desk" }, ADMIN_ROBOTS];

/** The first page after sign-in (issue 21, item 3): whom to call now, oldest first. */
export default function MyDay({ loaderData }: Route.ComponentProps) {
  const { callbacks, requests, callbacksTotal, requestsTotal, booked, bookedTotal, spanishFirst } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">My day</h1>
      <p className="text-sm text-slate-700">
        Your leads and unassigned ones, oldest first
        {spanishFirst ? ", the leads who asked in Spanish before the others, as you speak Spanish" : ""}. Only leads with a phone to call
        are here.
      </p>
      <MyDayList
        id="callbacks-title"
        title="Callbacks due"
        empty="No callback is due."
        total={callbacksTotal}
        leads={callbacks}
        when={(lead) => `Callback ${formatPacific(lead.nextCallbackAt)}${bookedWords(lead.bookedCallKind)}`}
      />
      <MyDayList
        id="requests-title"
        title="New requests not yet called"
        empty="Every new request has had a call."
        total={requestsTotal}
        leads={requests}
        when={(lead) => `Asked ${formatPacific(lead.lastRequestedAt ?? lead.createdAt)}`}
      />
      <MyDayList
        id="booked-title"
        title="Calls booked by buyers, still ahead"
        empty="No buyer has booked a call ahead."
        total={bookedTotal}
        leads={booked}
        when={(lead) => `Call ${formatPacific(lead.nextCallbackAt)}${bookedWords(lead.bookedCallKind)}`}
      />
    </div>
  );
}
