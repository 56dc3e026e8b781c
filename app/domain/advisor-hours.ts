/** SPEC §1 and §9: advisors work Mon-Fri 8am-8pm PT and Sat 9am-6pm PT. */
export const ADVISOR_TIME_ZONE = "America/Los_Angeles";

type Shift = { days: string; dayNumbers: number[]; opens: number; closes: number };

/** Days are 0 = Sunday .. 6 = Saturday; hours on the 24-hour clock, Pacific time. */
export const ADVISOR_SHIFTS: Shift[] = [
  { days: "Mon-Fri", dayNumbers: [1, 2, 3, 4, 5], opens: 8, closes: 20 },
  { days: "Sat", dayNumbers: [6], opens: 9, closes: 18 },
];

const clock = (hour: number) => `${hour % 12 === 0 ? 12 : hour % 12}${hour < 12 ? "am" : "pm"}`;

/** "Mon-Fri: 8am-8pm PT | Sat: 9am-6pm PT", as the thank-you view shows it. */
export const ADVISOR_HOURS_TEXT = ADVISOR_SHIFTS.map((s) => `${s.days}: ${clock(s.opens)}-${clock(s.closes)} PT`).join(" | ");
