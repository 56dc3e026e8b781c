import { Link } from "react-router";
import { deskLatestText } from "#app/domain/desk/notifications";
import { useDesk } from "./desk-context";

const STATUS_TEXT = {
  connecting: "Connecting to the desk…",
  live: "Live: new requests appear as they come.",
  reconnecting: "Reconnecting… Until then the page shows what it last loaded.",
} as const;

/**
 * The desk's line under the header: whether new requests come in live, and the latest that came. Its lines are
 * there from the first paint, empty until the socket says how it stands (and without JavaScript, when the page
 * is what it loaded), so the words arriving move nothing below it. On a phone the status and the latest request
 * each have a line of their own, both kept from the start; on a wider screen they share one. A line too long for
 * the narrowest phone is cut at its end, where the latest request's wording is: its time and language come first.
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
  const line = "block min-w-0 truncate";
  return (
    <div className={barClass}>
      {desk?.status ? (
        <span className={line}>
          <span aria-hidden="true" className={desk.status === "live" ? "text-emerald-700" : "text-amber-700"}>
            ●{" "}
          </span>
          {STATUS_TEXT[desk.status]}
        </span>
      ) : (
        // A line's height before there are words for it.
        <span aria-hidden="true">{"\u00a0"}</span>
      )}
      {desk?.latest ? (
        <span className={line}>{deskLatestText(desk.latest.text, desk.latest.atMs, Date.now())}</span>
      ) : (
        // The phone's second line, kept for the latest request.
        <span aria-hidden="true" className="md:hidden">
          {"\u00a0"}
        </span>
      )}
    </div>
  );
}

const barClass =
  "mx-auto flex max-w-7xl flex-col border-t border-slate-100 px-4 py-1 text-xs whitespace-nowrap text-slate-600 md:flex-row md:gap-x-4";
