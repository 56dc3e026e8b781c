import { Link } from "react-router";
import { deskLatestText } from "#app/domain/desk/notifications";
import { useDesk } from "./desk-context";

const STATUS_TEXT = {
  connecting: "Connecting to the desk…",
  live: "Live: new requests appear as they come.",
  reconnecting: "Reconnecting… Until then the page shows what it last loaded.",
} as const;

/**
 * The desk's line under the header: whether new requests come in live, and the latest that came. It is one line
 * from the first paint, empty until the socket says how it stands (and without JavaScript, when the page is what
 * it loaded), so the words arriving move nothing below it: an advisor's phone keeps its first screen for the
 * lead. On a phone, once the desk is live and a request has come, that request (its time and language first)
 * takes the place of the status words, the status dot kept; while the desk connects or reconnects, the status
 * is what the line says. A wider screen shows both side by side.
 */
export function DeskBar() {
  const desk = useDesk();
  if (desk?.status === "signed-out") {
    return (
      <p className="border-t border-red-200 bg-red-50 px-4 py-1.5 text-sm text-red-900">
        Your session has ended: new requests no longer come in.{" "}
        <Link to="/admin/login" reloadDocument className="font-medium underline">
          Sign in again
        </Link>
      </p>
    );
  }
  if (!desk?.status) {
    // A line's height before there are words for it.
    return (
      <div className={barClass}>
        <span aria-hidden="true">{"\u00a0"}</span>
      </div>
    );
  }
  const latest = desk.latest ? deskLatestText(desk.latest.text, desk.latest.atMs, Date.now()) : undefined;
  const latestOnPhone = desk.status === "live" && latest !== undefined;
  return (
    <div className={barClass}>
      <span className="min-w-0 truncate">
        <span aria-hidden="true" className={desk.status === "live" ? "text-emerald-700" : "text-amber-700"}>
          ●{" "}
        </span>
        <span className={latestOnPhone ? "hidden md:inline" : undefined}>{STATUS_TEXT[desk.status]}</span>
        {latestOnPhone ? <span className="md:hidden">{latest}</span> : null}
      </span>
      {latest ? <span className="hidden min-w-0 truncate md:block">{latest}</span> : null}
    </div>
  );
}

const barClass = "mx-auto flex max-w-7xl gap-x-4 border-t border-slate-100 px-4 py-1 text-xs whitespace-nowrap text-slate-600";
