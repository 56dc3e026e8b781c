import { Link } from "react-router";
import { formatPacificShort } from "#app/domain/admin/format";
import { useDesk } from "./desk-context";

const STATUS_TEXT = {
  connecting: "Connecting to the desk…",
  live: "Live: new requests appear as they come.",
  reconnecting: "Reconnecting… Until then the page shows what it last loaded.",
} as const;

/**
 * The desk's line under the header: whether new requests come in live, and the latest that came. Its first line
 * is there from the first paint, empty until the socket says how it stands (and without JavaScript, when the
 * page is what it loaded), so the words arriving move nothing below it. It stays one line: on a phone the status
 * and the latest request share it, each cut short with an ellipsis and whole in its title, rather than the latest
 * wrapping to a second line and moving the page down as it comes.
 */
export function DeskBar() {
  const desk = useDesk();
  const latest = desk?.latest ? `Latest: ${desk.latest.text} (${formatPacificShort(new Date(desk.latest.atMs).toISOString())})` : undefined;
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
  return (
    <div className="mx-auto flex max-w-7xl gap-x-4 border-t border-slate-100 px-4 py-1 text-xs whitespace-nowrap text-slate-600">
      {desk?.status ? (
        <span className="min-w-0 truncate" title={STATUS_TEXT[desk.status]}>
          <span aria-hidden="true" className={desk.status === "live" ? "text-emerald-700" : "text-amber-700"}>
            ●{" "}
          </span>
          {STATUS_TEXT[desk.status]}
        </span>
      ) : (
        // A line's height before there are words for it.
        <span aria-hidden="true">{"\u00a0"}</span>
      )}
      {latest ? (
        <span className="min-w-0 truncate" title={latest}>
          {latest}
        </span>
      ) : null}
    </div>
  );
}
