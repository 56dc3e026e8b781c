import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";
import { useLocation, useNavigate, useNavigation, useRevalidator } from "react-router";
import { DeskSocket, type DeskStatus } from "#app/desk/desk-socket";
import type { DeskLeadPresence, DeskPerson, DeskRequestEvent } from "#app/domain/desk/messages";
import { deskMissedText, deskRequestText, notifies } from "#app/domain/desk/notifications";
import { colleaguesOn } from "#app/domain/desk/presence";
import { DESK_TIMING } from "#app/domain/desk/timing";
import type { LeadLanguage } from "#app/domain/lead-language";

type Desk = {
  status: DeskStatus | null;
  /** Who is on which lead, and the desk's clock as this page reads it now (ms). */
  presence: DeskLeadPresence[];
  nowMs: number;
  me: number;
  /** Leads a request came for while this page was open, marked for a short while. */
  arrived: ReadonlySet<string>;
  /**
   * The latest announcement (a page's polite live region says it), numbered, with the lead it is about
   * (none: several), and the visible line of the latest request.
   */
  announcement: { text: string; leadId: string | null; count: number };
  latest: { text: string; atMs: number } | null;
  /** The advisor's notification choice, once the desk has said it. */
  notify: boolean | null;
  view: (leadId: string | null) => void;
  call: (leadId: string) => void;
  setNotify: (on: boolean) => void;
};

const DeskContext = createContext<Desk | null>(null);

type Props = {
  advisor: { id: number; languages: LeadLanguage[] };
  /** When the page's data was read (ms): the first socket asks for any request stored after it. */
  readAtMs: number;
  children: ReactNode;
};

/**
 * The live desk for every admin page (docs/decisions/053): one socket for the whole back office, opened
 * once React runs. A request reloads the page's data (its new row, its counts), marks its row and is
 * announced; a socket back from a drop reloads the data, so nothing is missed. Without JavaScript, or
 * while the socket is down, the pages are what their loaders gave.
 */
export function DeskProvider({ advisor, readAtMs, children }: Props) {
  // The first page's: the layout's loader runs again on every reload, and the socket stays.
  const [firstReadAtMs] = useState(readAtMs);
  const revalidator = useRevalidator();
  const navigate = useNavigate();
  const [status, setStatus] = useState<DeskStatus | null>(null);
  const [presence, setPresence] = useState<{ leads: DeskLeadPresence[]; skewMs: number }>({ leads: [], skewMs: 0 });
  const [clock, setClock] = useState(firstReadAtMs);
  const [arrived, setArrived] = useState<ReadonlyMap<string, number>>(new Map());
  const [spoken, setSpoken] = useState<{ text: string; count: number; leadId: string | null }>({ text: "", count: 0, leadId: null });
  const say = useCallback((text: string, leadId: string | null) => setSpoken((said) => ({ text, leadId, count: said.count + 1 })), []);
  const [latest, setLatest] = useState<Desk["latest"]>(null);
  const [notify, setNotifyState] = useState<boolean | null>(null);
  const { pathname } = useLocation();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  // Read by the socket's handlers, which outlive renders.
  const current = useRef({ notify, languages: advisor.languages, revalidator, navigate, pathname, busy });
  current.current = { notify, languages: advisor.languages, revalidator, navigate, pathname, busy };

  // A reload waits for a navigation or a form in flight, whose answer it would otherwise cut across.
  const reloadDue = useRef(false);
  const reload = useCoalesced(() => {
    if (current.current.busy) reloadDue.current = true;
    else void current.current.revalidator.revalidate();
  });
  useEffect(() => {
    if (busy || !reloadDue.current) return;
    reloadDue.current = false;
    reload();
  }, [busy, reload]);

  // Made with the first render and started by the effect below: a page's own effects (the lead it shows)
  // run before the provider's, and what they tell the socket is kept until it connects.
  const [desk] = useState(
    () =>
      new DeskSocket(firstReadAtMs, {
        status: setStatus,
        catchUp: (missed) => {
          reload();
          if (missed > 0) say(deskMissedText(missed), null);
        },
        message: (message, missed) => {
          const arrivedAt = Date.now();
          if (message.type === "request") {
            setArrived((marks) => new Map(marks).set(message.leadId, arrivedAt));
            if (showsRequests(current.current.pathname, message.leadId)) reload();
            // One that came while the page had no socket was marked above; a reconnect says how many came.
            if (missed) return;
            const text = deskRequestText(message);
            say(text, message.leadId);
            setLatest({ text, atMs: arrivedAt });
            if (current.current.notify) showNotification(message, current.current.languages, current.current.navigate);
          } else if (message.type === "hello") {
            setNotifyState(message.notify);
            setPresence({ leads: message.presence, skewMs: message.now - arrivedAt });
          } else if (message.type === "presence") {
            setPresence({ leads: message.leads, skewMs: message.now - arrivedAt });
          } else {
            setNotifyState(message.notify);
          }
        },
      }),
  );
  useEffect(() => {
    desk.start();
    return () => desk.stop();
  }, [desk]);

  // The clock for "calling, 2 min", and the end of each row's mark.
  useEffect(() => {
    const tick = setInterval(() => {
      setClock(Date.now());
      setArrived((marks) => {
        const kept = [...marks].filter(([, at]) => Date.now() - at < DESK_TIMING.arrivedMarkMs);
        return kept.length === marks.size ? marks : new Map(kept);
      });
    }, 1000);
    return () => clearInterval(tick);
  }, []);

  const view = useCallback((leadId: string | null) => desk.view(leadId), [desk]);
  const call = useCallback((leadId: string) => desk.call(leadId), [desk]);
  const setNotify = useCallback((on: boolean) => desk.setNotify(on), [desk]);
  const value = useMemo<Desk>(
    () => ({
      status,
      presence: status === "live" ? presence.leads : [],
      nowMs: clock + presence.skewMs,
      me: advisor.id,
      arrived: new Set(arrived.keys()),
      // A zero-width space on every other one, so the same sentence twice in a row is said twice.
      announcement: { text: spoken.count % 2 ? `${spoken.text}\u200b` : spoken.text, leadId: spoken.leadId, count: spoken.count },
      latest,
      notify,
      view,
      call,
      setNotify,
    }),
    [status, presence, clock, advisor.id, arrived, spoken, latest, notify, view, call, setNotify],
  );
  return <DeskContext.Provider value={value}>{children}</DeskContext.Provider>;
}

/** The desk around the page; null outside the admin's layout (a component rendered alone, in a test). */
export const useDesk = () => useContext(DeskContext);

/**
 * The colleagues on a lead, live; before the socket is live (or without one), `initial` (what the loader
 * read from the desk), timed by the loader's clock.
 */
export function useLeadPresence(leadId: string, initial?: { people: DeskPerson[]; nowMs: number }) {
  const desk = useDesk();
  if (desk?.status === "live") return { people: colleaguesOn(desk.presence, leadId, desk.me), nowMs: desk.nowMs, live: true };
  return { ...(initial ?? { people: [], nowMs: 0 }), live: false };
}

/**
 * The text of a page's one polite live region: the answer to the advisor's own doing (`done`, new with each
 * `key`) or what the live desk brought, whichever came last, so the two never speak at once. On a lead page
 * (`leadId`) only news of that lead is said (it asked again): requests for other leads show in the desk's
 * line, unspoken, as the advisor there may be on a call. News said before the page opened is not said again.
 */
export function useLiveRegionText(done: string | null, key: object | null, leadId?: string): string {
  const announcement = useDesk()?.announcement;
  const [openedAfter] = useState(announcement?.count ?? 0);
  const heard = announcement && announcement.count > openedAfter && (leadId === undefined || announcement.leadId === leadId);
  const news = heard ? announcement.text : "";
  const [text, setText] = useState(done ?? "");
  // Said once per answer: a reload the desk brought changes what `done` would say (the list's count)
  // without the advisor doing anything.
  const doneNow = useRef(done);
  doneNow.current = done;
  useEffect(() => {
    if (key && doneNow.current) setText(doneNow.current);
  }, [key]);
  useEffect(() => {
    if (news) setText(news);
  }, [news]);
  return text;
}

/**
 * The one polite live region of My day and the leads list: every request the desk brings is said, and what
 * the page itself has to say (the leads list's count after a search) in turn.
 */
export function PageLiveRegion({ done = null, doneKey = null }: { done?: string | null; doneKey?: object | null }) {
  return (
    <p role="status" className="sr-only">
      {useLiveRegionText(done, doneKey)}
    </p>
  );
}

/** A lead page tells the desk it is open, and that it closed. */
export function useViewing(leadId: string) {
  const view = useDesk()?.view;
  useEffect(() => {
    view?.(leadId);
    return () => view?.(null);
  }, [view, leadId]);
}

/**
 * The pages whose data a request changes: My day, the leads list, and the page of its own lead. The others
 * (the dashboard, Site speed, a page of another lead) keep theirs, and the desk line says what came.
 */
function showsRequests(pathname: string, leadId: string): boolean {
  const path = pathname.replace(/\/+$/, "");
  return path === "/admin" || path === "/admin/my-day" || path === `/admin/leads/${leadId}`;
}

/** Many requests at once reload the page's data once. */
function useCoalesced(work: () => void) {
  const due = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(work);
  latest.current = work;
  useEffect(() => () => clearTimeout(due.current), []);
  return useCallback(() => {
    if (due.current !== undefined) return;
    due.current = setTimeout(() => {
      due.current = undefined;
      latest.current();
    }, 100);
  }, []);
}

/**
 * A browser notification for a request, for an advisor who turned them on, in a language they speak and
 * inside advisor hours, when the page is not in front of them. It says what came, never who: the screen
 * may be seen by others. Several open tabs show one (the same tag).
 */
function showNotification(request: DeskRequestEvent, languages: LeadLanguage[], navigate: (path: string) => void) {
  if (!("Notification" in window) || Notification.permission !== "granted") return;
  if (document.visibilityState === "visible" && document.hasFocus()) return;
  if (!notifies(request, languages, new Date())) return;
  const shown = new Notification(deskRequestText(request), { body: "Open the lead to call.", tag: `desk-request-${request.seq}` });
  shown.addEventListener("click", () => {
    window.focus();
    navigate(`/admin/leads/${request.leadId}`);
    shown.close();
  });
}
