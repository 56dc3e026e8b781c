import { slotEnd } from "./call-slots";

// The booked call as an iCalendar file (RFC 5545) a buyer adds to their calendar: one event, its times
// in UTC so every calendar places it right, whatever its own zone.

export type CalendarCall = {
  /** Stable for one booking, so importing the file again updates the event instead of adding one. */
  uid: string;
  start: string;
  /** When the booking was made: the event's DTSTAMP. */
  stamp: string;
  summary: string;
  description: string;
  /** The buyer's page, where the call is moved or cancelled. */
  url: string;
};

/** 20261201T183000Z */
const utc = (iso: string) => `${new Date(iso).toISOString().slice(0, 19).replace(/[-:]/g, "")}Z`;

/** A text value: backslash, semicolon and comma escaped, line breaks as \n (RFC 5545 §3.3.11). */
const text = (value: string) => value.replace(/[\\;,]/g, (c) => `\\${c}`).replace(/\r?\n/g, "\\n");

const encoder = new TextEncoder();

/** A content line folded at 75 octets, continuation lines starting with a space (§3.1), never inside a character. */
function folded(line: string): string {
  const parts: string[] = [];
  let current = "";
  for (const character of line) {
    const limit = parts.length === 0 ? 75 : 74;
    if (encoder.encode(current + character).length > limit) {
      parts.push(current);
      current = character;
    } else current += character;
  }
  parts.push(current);
  return parts.join("\r\n ");
}

export function callCalendar(call: CalendarCall): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//CarAdvisor//Buyer page//EN",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${call.uid}`,
    `DTSTAMP:${utc(call.stamp)}`,
    `DTSTART:${utc(call.start)}`,
    `DTEND:${utc(slotEnd(call.start))}`,
    `SUMMARY:${text(call.summary)}`,
    `DESCRIPTION:${text(call.description)}`,
    `URL:${call.url}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return `${lines.map(folded).join("\r\n")}\r\n`;
}
