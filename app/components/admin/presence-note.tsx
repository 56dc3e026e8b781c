import type { DeskPerson } from "#app/domain/desk/messages";
import { presenceText } from "#app/domain/desk/presence";
import { useLeadPresence } from "./desk-context";

type Props = {
  leadId: string;
  /** What the loader read from the desk, shown until the page's own socket is live. */
  initial?: { people: DeskPerson[]; nowMs: number };
  /** A line in a list, or the lead page's banner above the call. */
  look?: "line" | "banner";
};

const LOOKS = {
  line: "text-xs font-medium",
  banner: "rounded-lg px-3 py-2 text-sm font-semibold ring-1",
} as const;

/** Who else is on this lead: "Ana is calling, 2 min · Ben has it open". Nothing when nobody is. */
export function PresenceNote({ leadId, initial, look = "line" }: Props) {
  const { people, nowMs } = useLeadPresence(leadId, initial);
  if (people.length === 0) return null;
  const calling = people.some((person) => person.callingSince !== null);
  const tone =
    look === "banner"
      ? calling
        ? "bg-amber-50 text-amber-900 ring-amber-300"
        : "bg-slate-100 text-slate-800 ring-slate-200"
      : calling
        ? "text-amber-800"
        : "text-slate-600";
  return (
    <p className={`${LOOKS[look]} ${tone}`}>
      {calling ? <span aria-hidden="true">☎ </span> : null}
      {people.map((person) => presenceText(person, nowMs)).join(" · ")}
    </p>
  );
}
