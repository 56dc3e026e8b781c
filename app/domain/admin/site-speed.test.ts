import { describe, expect, it } from "vitest";
import { bucketOf, bucketValue } from "#app/domain/vitals/buckets";
import { dailyTrend, formatMetric, type HistogramRow, lastDays, speedRows } from "./site-speed";
import { speedWindowOf } from "./site-speed-query";

const views = (route: string, device: HistogramRow["device"], metric: HistogramRow["metric"], values: number[]): HistogramRow[] =>
  values.map((value) => ({ route, device, metric, bucket: bucketOf(metric, value), n: 1 }));

describe("speedRows", () => {
  const histogram = [
    ...views("/chatbot", "phone", "LCP", [900, 1000, 1100, 5000]),
    ...views("/chatbot", "phone", "TTFB", [100, 100, 100, 100, 100]),
    ...views("/chatbot", "phone", "CLS", [0, 0, 0, 0.3]),
    ...views("/", "desktop", "LCP", [3000, 3000]),
    ...views("/", "phone", "LCP", [700]),
  ];

  it("puts all pages first, then the routes with the most views, each by device class", () => {
    expect(speedRows(histogram).map((row) => [row.route, row.device])).toEqual([
      [null, "phone"],
      [null, "desktop"],
      ["/chatbot", "phone"],
      ["/", "phone"],
      ["/", "desktop"],
    ]);
  });

  it("gives each metric's 75th percentile, its views, Google's rating and our budget", () => {
    const chat = speedRows(histogram).find((row) => row.route === "/chatbot");
    expect(chat?.views).toBe(5);
    expect(chat?.cells.LCP).toEqual({ p75: bucketValue("LCP", bucketOf("LCP", 1100)), views: 4, rating: "good", withinBudget: true });
    expect(chat?.cells.CLS).toEqual({ p75: 0, views: 4, rating: "good", withinBudget: true });
    expect(chat?.cells.TTFB?.withinBudget).toBeNull();
    expect(chat?.cells.INP).toBeUndefined();
    const home = speedRows(histogram).find((row) => row.route === "/" && row.device === "desktop");
    expect(home?.cells.LCP).toMatchObject({ rating: "needs-improvement", withinBudget: false });
  });

  it("folds every route into the all-pages rows", () => {
    const allPhones = speedRows(histogram).find((row) => row.route === null && row.device === "phone");
    expect(allPhones?.cells.LCP?.views).toBe(5);
  });
});

describe("dailyTrend", () => {
  it("has every day of the window, oldest first, with null where nothing was reported", () => {
    const now = new Date("2026-11-29T10:00:00Z");
    const trend = dailyTrend([{ day: "2026-11-28", metric: "INP", bucket: bucketOf("INP", 120), n: 3 }], now, 3);
    expect(trend).toEqual([
      { day: "2026-11-27", LCP: null, INP: null },
      { day: "2026-11-28", LCP: null, INP: bucketValue("INP", bucketOf("INP", 120)) },
      { day: "2026-11-29", LCP: null, INP: null },
    ]);
    expect(lastDays(now, 28)).toHaveLength(28);
  });
});

describe("formatMetric", () => {
  it.each([
    ["LCP", 1234, "1.23 s"],
    ["INP", 96.4, "96 ms"],
    ["TTFB", 999.4, "999 ms"],
    ["CLS", 0, "0"],
    ["CLS", 0.0123, "0.012"],
    ["CLS", 0.25, "0.25"],
  ] as const)("%s %d reads %s", (metric, value, text) => expect(formatMetric(metric, value)).toBe(text));
});

describe("speedWindowOf", () => {
  it.each([
    ["", 28],
    ["?days=7", 7],
    ["?days=28", 28],
    ["?days=30", 28],
    ["?days=seven", 28],
  ])("%s is %i days", (query, days) => expect(speedWindowOf(new URLSearchParams(query))).toBe(days));
});
