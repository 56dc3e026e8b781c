import { phoneDigits } from "#app/domain/phone";
import { CHAT_LEAD_SOURCE } from "./lead-status";

// The newest request on top: a returning visitor's newest name, contact and car are
// what an advisor calls about, marked "changed" where they differ from the lead's main details.

/** What a request gave that the list and the lead page show. */
export type RequestDetails = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
  make: string | null;
  model: string | null;
  year: number | null;
  /** A chat lead's trim; requests name none. */
  trim?: string | null;
};

/** The details to show, each with whether the newest request changed it. */
export type CurrentDetails = {
  name: string;
  email: string | null;
  phone: string | null;
  vehicle: string;
  changed: { name: boolean; email: boolean; phone: boolean; vehicle: boolean };
};

const nameOf = (d: Pick<RequestDetails, "firstName" | "lastName">) => [d.firstName, d.lastName].filter(Boolean).join(" ");
/** "2026 Toyota RAV4 XLE Hybrid": the car asked about, with its trim when the chat named one. */
export const vehicleOf = (d: Pick<RequestDetails, "year" | "make" | "model" | "trim">) =>
  [d.year, d.make, d.model, d.trim].filter(Boolean).join(" ");

type ChatLeadCar = { leadSource: string | null; year: number | null; make: string | null; model: string | null; trim: string | null };

/**
 * A request with the car it asked about. A chat's request is written at its first answer, before the
 * chat asks about a car; the chat lead's own columns hold the car it named, so its request shows them.
 */
export function withChatVehicle<R extends Pick<RequestDetails, "year" | "make" | "model"> & { source: string }>(
  request: R,
  lead: ChatLeadCar,
): R & { trim: string | null } {
  const chatOwn = request.source === CHAT_LEAD_SOURCE && lead.leadSource === CHAT_LEAD_SOURCE && !vehicleOf(request);
  return chatOwn ? { ...request, year: lead.year, make: lead.make, model: lead.model, trim: lead.trim } : { ...request, trim: null };
}

/** Whether two values differ as an advisor reads them: emails in any case, phones by their digits. */
const differs = (main: string | null, newest: string | null, same: (a: string, b: string) => boolean) =>
  Boolean(newest) && !(main && newest && same(main, newest));

const sameText = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();
const samePhone = (a: string, b: string) => phoneDigits(a) === phoneDigits(b);

/**
 * The lead's details with its newest request on top: each of name, email, phone and car is the newest
 * request's where it gave one that differs from the lead's main one, and marked changed; else the lead's.
 */
export function currentDetails(lead: RequestDetails, newest: RequestDetails | null): CurrentDetails {
  const main = { name: nameOf(lead), vehicle: vehicleOf(lead) };
  // A request names no trim: the lead's car is the same car whatever its trim.
  const mainCar = vehicleOf({ ...lead, trim: null });
  if (!newest) return { name: main.name, email: lead.email, phone: lead.phone, vehicle: main.vehicle, changed: none };
  const next = { name: nameOf(newest), vehicle: vehicleOf(newest) };
  const changed = {
    name: differs(main.name, next.name, sameText),
    email: differs(lead.email, newest.email, sameText),
    phone: differs(lead.phone, newest.phone, samePhone),
    vehicle: differs(mainCar, next.vehicle, sameText),
  };
  return {
    name: changed.name ? next.name : main.name,
    email: changed.email ? newest.email : lead.email,
    phone: changed.phone ? newest.phone : lead.phone,
    vehicle: changed.vehicle ? next.vehicle : main.vehicle,
    changed,
  };
}

const none = { name: false, email: false, phone: false, vehicle: false };

/** Which of a request's contact details an advisor can make the lead's main ones: those that differ. */
export function promotable(lead: Pick<RequestDetails, "email" | "phone">, request: Pick<RequestDetails, "email" | "phone">) {
  return {
    email: differs(lead.email, request.email, sameText),
    phone: differs(lead.phone, request.phone, samePhone),
  };
}
