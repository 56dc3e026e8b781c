import { advisorHoursText } from "#app/domain/admin/overdue";
import type { DeskLeadPresence, DeskPerson } from "./messages";

/** One open page at the desk, as its socket's attachment holds it. */
export type Seat = {
  advisorId: number;
  name: string;
  /** The lead page it shows, if it shows one. */
  viewing: string | null;
  /** The lead whose phone it dialled and since when (ms), until the call is logged or the page closes. */
  calling: { leadId: string; sinceMs: number } | null;
};

/**
 * Who is on which lead, from every open page: an advisor counts once per lead however many of their tabs
 * show it, calling if any of them is (since the earliest). Callers first, then by name.
 */
export function presenceOf(seats: readonly Seat[]): DeskLeadPresence[] {
  const byLead = new Map<string, Map<number, DeskPerson>>();
  const mark = (leadId: string, seat: Seat, callingSince: number | null) => {
    const people = byLead.get(leadId) ?? new Map<number, DeskPerson>();
    byLead.set(leadId, people);
    const known = people.get(seat.advisorId);
    const since = [known?.callingSince ?? null, callingSince].filter((value): value is number => value !== null);
    people.set(seat.advisorId, { advisorId: seat.advisorId, name: seat.name, callingSince: since.length > 0 ? Math.min(...since) : null });
  };
  for (const seat of seats) {
    if (seat.viewing) mark(seat.viewing, seat, null);
    if (seat.calling) mark(seat.calling.leadId, seat, seat.calling.sinceMs);
  }
  return [...byLead]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([leadId, people]) => ({ leadId, people: [...people.values()].sort(callersFirst) }));
}

const callersFirst = (a: DeskPerson, b: DeskPerson) =>
  Number(b.callingSince !== null) - Number(a.callingSince !== null) || a.name.localeCompare(b.name) || a.advisorId - b.advisorId;

/** The colleagues on a lead: everyone but the advisor looking. */
export const colleaguesOn = (presence: readonly DeskLeadPresence[], leadId: string, me: number): DeskPerson[] =>
  presence.find((entry) => entry.leadId === leadId)?.people.filter((person) => person.advisorId !== me) ?? [];

/** The first colleague calling this lead, if one is. */
export const callerOf = (people: readonly DeskPerson[]): DeskPerson | null => people.find((person) => person.callingSince !== null) ?? null;

/** "Ana is calling, 2 min", "Ana is calling, just now", "Ana has it open". */
export function presenceText(person: Pick<DeskPerson, "name" | "callingSince">, nowMs: number): string {
  if (person.callingSince === null) return `${person.name} has it open`;
  const minutes = Math.floor((nowMs - person.callingSince) / 60_000);
  return `${person.name} is calling, ${minutes < 1 ? "just now" : advisorHoursText(minutes)}`;
}
