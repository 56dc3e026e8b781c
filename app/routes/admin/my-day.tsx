import { bookedWords } from "#app/components/admin/call-summary";
import { PageLiveRegion } from "#app/components/admin/desk-context";
import { DeskNotifications } from "#app/components/admin/desk-notifications";
import { MyDayList } from "#app/components/admin/my-day-list";
import { JUST_IN_MINUTES } from "#app/domain/desk/timing";
import { ADMIN_ROBOTS, formatPacific } from "#app/domain/admin/format";
import type { Route } from "./+types/my-day";
import { myDayPage } from "./my-day.server";

export const loader = ({ context }: Route.LoaderArgs) => myDayPage(context);

export const meta = () => [{ title: "My day · Advisor desk" }, ADMIN_ROBOTS];

/**
 * The first page after sign-in: whom to call now. The requests that just came, newest
 * first (the live desk adds each as it is stored), then the callbacks due and the older requests, oldest first.
 */
export default function MyDay({ loaderData }: Route.ComponentProps) {
  const { advisor, callbacks, justIn, requests, callbacksTotal, requestsTotal, booked, bookedTotal, spanishFirst } = loaderData;
  return (
    <div className="flex flex-col gap-6">
      <h1 className="text-2xl font-bold text-slate-900">My day</h1>
      <PageLiveRegion />
      <p className="text-sm text-slate-700">
        Your leads and unassigned ones, oldest first
        {spanishFirst ? ", the leads who asked in Spanish before the others, as you speak Spanish" : ""}. Only leads with a phone to call
        are here.
      </p>
      <MyDayList
        id="just-in-title"
        title={`Just in: the newest requests of the last ${JUST_IN_MINUTES} minutes, not yet called`}
        empty="Nothing new in the last half hour."
        total={justIn.length}
        leads={justIn}
        when={(lead) => `Asked ${formatPacific(lead.lastRequestedAt ?? lead.createdAt)}`}
      />
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
      <DeskNotifications languages={advisor.languages} />
    </div>
  );
}
