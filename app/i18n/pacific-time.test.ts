import { expect, it } from "vitest";
import { pacificClock, pacificDate, pacificDateTime, pacificDay } from "./pacific-time";

it("writes a Pacific time in each language, minutes only when there are some", () => {
  // 2026-11-30T18:30Z is Monday 10:30am PST.
  expect(pacificDateTime("en", "2026-11-30T18:30:00.000Z")).toBe("Monday, November 30, 10:30am");
  expect(pacificDateTime("es", "2026-11-30T18:30:00.000Z")).toBe("lunes 30 de noviembre, 10:30 a.m.");
  expect(pacificClock("en", "2026-11-30T16:00:00.000Z")).toBe("8am");
  expect(pacificClock("es", "2026-12-01T03:30:00.000Z")).toBe("7:30 p.m.");
  // 7am UTC on December 1 is still November 30 in California.
  expect(pacificDay("en", "2026-12-01T07:00:00.000Z")).toBe("Monday, November 30");
  expect(pacificDate("es", "2026-12-01T07:00:00.000Z")).toBe("30 de noviembre de 2026");
  expect(pacificDate("en", "2026-07-04T19:00:00.000Z")).toBe("July 4, 2026");
});
