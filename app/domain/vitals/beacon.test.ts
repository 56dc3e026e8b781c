import { describe, expect, it } from "vitest";
import {
  asksNotToBeTracked,
  deviceClassOf,
  elementSelector,
  isBeaconLanguage,
  isRoutePattern,
  isSafeSelector,
  routeOfPattern,
} from "./beacon";
import { vitalsBeaconSchema } from "./beacon-schema";

describe("isRoutePattern", () => {
  it.each(["/", "/landing/V2", "/landing/v1", "/es", "/es/landing/cartelligentai/V2", "/admin/leads/:id", "/*", "/es/*", "/get-started"])(
    "takes %s",
    (route) => expect(isRoutePattern(route)).toBe(true),
  );

  it.each([
    "",
    "landing",
    "/?lead=navbar",
    "/landing/V2?utm_source=google",
    "/landing#faq",
    "/admin/leads/3f2c9a7e-1b2d-4c5e-9f00-123456789abc",
    "/admin/leads/123",
    "/maria.garcia@gmail.com",
    "/maria%40gmail.com",
    "/4155550100",
    "/94105",
    "https://caradvisor.example/",
    "//evil.example",
    "/a/b/c/d/e/f/g",
    `/${"a".repeat(120)}`,
  ])("refuses %s", (route) => expect(isRoutePattern(route)).toBe(false));
});

describe("routeOfPattern", () => {
  it.each([
    ["/", "/"],
    ["", "/"],
    ["landing/V2", "/landing/V2"],
    ["*", "/*"],
    ["/admin/leads/:id", "/admin/leads/:id"],
  ])("%s → %s", (pattern, route) => expect(routeOfPattern(pattern)).toBe(route));
});

describe("elementSelector", () => {
  const element = (tagName: string, id: string, ...classes: string[]) => ({ tagName, id, classList: classes });

  it("names the tag, the id and the classes", () => {
    expect(elementSelector(element("BUTTON", "chat-send", "rounded-full", "px-3", "sm:py-1.5"))).toBe(
      "button#chat-send.rounded-full.px-3.sm:py-1.5",
    );
    expect(elementSelector(element("IMG", ""))).toBe("img");
  });

  it("leaves out an id or a class that could carry a person's details", () => {
    expect(elementSelector(element("DIV", "lead-4155550100", "card", "maria@gmail.com", "w-[calc(100%-2rem)]"))).toBe(
      "div.card.w-[calc(100%-2rem)]",
    );
    expect(elementSelector(element("SPAN", "«r1»", "zip-94105", "text-sm"))).toBe("span.text-sm");
  });

  it("stops at a whole class within the length the Worker takes", () => {
    const selector = elementSelector(element("P", "", ...Array.from({ length: 40 }, (_, i) => `class-${i}`)));
    expect(selector.length).toBeLessThanOrEqual(100);
    expect(selector).toMatch(/\.class-\d+$/);
    expect(isSafeSelector(selector)).toBe(true);
  });

  it("always gives what the Worker accepts", () => {
    for (const selector of [
      elementSelector(element("svg:path", "x y")),
      elementSelector(element("H1", "_r_1_", "text-[#fff]", "[&>svg]:size-4")),
    ]) {
      expect(isSafeSelector(selector), selector).toBe(true);
    }
  });
});

describe("isBeaconLanguage", () => {
  it("knows the site's two languages and nothing else", () => {
    expect(["en", "es", "fr", "", "EN", "toString", "__proto__"].map(isBeaconLanguage)).toEqual([
      true,
      true,
      false,
      false,
      false,
      false,
      false,
    ]);
  });
});

describe("deviceClassOf", () => {
  it.each([
    [360, "phone"],
    [639, "phone"],
    [640, "tablet"],
    [820, "tablet"],
    [1024, "desktop"],
    [1920, "desktop"],
  ])("%i px wide is a %s", (width, device) => expect(deviceClassOf(width)).toBe(device));
});

describe("vitalsBeaconSchema", () => {
  const beacon = {
    route: "/landing/V2",
    language: "en",
    device: "phone",
    connection: "4g",
    metrics: [
      { name: "LCP", value: 1830.4, selector: "img.hero" },
      { name: "INP", value: 96, selector: "button#chat-send" },
      { name: "CLS", value: 0.012 },
      { name: "FCP", value: 702 },
      { name: "TTFB", value: 88.2 },
    ],
  };

  it("takes a page view's beacon", () => {
    expect(vitalsBeaconSchema.parse(beacon)).toEqual(beacon);
    expect(vitalsBeaconSchema.safeParse({ ...beacon, connection: undefined, metrics: [{ name: "TTFB", value: 0 }] }).success).toBe(true);
  });

  it.each([
    ["a URL with a query", { route: "/landing/V2?email=maria@gmail.com" }],
    ["an email in the route", { route: "/maria@gmail.com" }],
    ["an email in a selector", { metrics: [{ name: "INP", value: 80, selector: "input#maria@gmail.com" }] }],
    ["text in a selector", { metrics: [{ name: "LCP", value: 80, selector: 'p:contains("Maria Garcia")' }] }],
    ["a selector on CLS", { metrics: [{ name: "CLS", value: 0.1, selector: "div" }] }],
    ["an unknown metric", { metrics: [{ name: "FID", value: 12 }] }],
    [
      "a metric twice",
      {
        metrics: [
          { name: "LCP", value: 1 },
          { name: "LCP", value: 2 },
        ],
      },
    ],
    ["no metric", { metrics: [] }],
    ["a negative time", { metrics: [{ name: "TTFB", value: -1 }] }],
    ["an hour-long paint", { metrics: [{ name: "LCP", value: 3_600_000 }] }],
    ["a language of its own", { language: "fr" }],
    ["a field of its own", { sessionId: "c9a1" }],
    ["a field of its own in a metric", { metrics: [{ name: "LCP", value: 1, url: "/x" }] }],
  ])("refuses %s", (_, change) => {
    expect(vitalsBeaconSchema.safeParse({ ...beacon, ...change }).success).toBe(false);
  });
});

describe("asksNotToBeTracked", () => {
  it.each<Record<string, string>>([{ DNT: "1" }, { "Sec-GPC": "1" }, { dnt: "1", "sec-gpc": "1" }])("hears %o", (headers) =>
    expect(asksNotToBeTracked(new Headers(headers))).toBe(true),
  );

  it.each<Record<string, string>>([{}, { DNT: "0" }, { "Sec-GPC": "0" }, { DNT: "null" }])("measures a browser that sends %o", (headers) =>
    expect(asksNotToBeTracked(new Headers(headers))).toBe(false),
  );
});
