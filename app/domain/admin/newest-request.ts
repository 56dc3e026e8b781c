import { phoneDigits } from "../phone";

// The newest request on top (issue 21, item 5): a returning visitor's newest name, contact and car are
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
export const vehicleOf = (d: Pick<RequestDetails, "year" | "make" | "model">) => [d.year, d.make, d.model].filter(Boolean).join(" ");

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
  if (!newest) return { name: main.name, email: lead.email, phone: lead.phone, vehicle: main.vehicle, changed: none };
  const next = { name: nameOf(newest), vehicle: vehicleOf(newest) };
  const changed = {
    name: differs(main.name, next.name, sameText),
    email: differs(lead.email, newest.email, sameText),
    phone: differs(lead.phone, newest.phone, samePhone),
    vehicle: differs(main.vehicle, next.vehicle, sameText),
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
