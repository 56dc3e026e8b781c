import { env, SELF } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { database } from "#worker/db/client";
import { leads } from "#worker/db/schema";
import { LOG_FIELD_MAX, logError, logEvent, maskPersonalData } from "#worker/log.server";

// Masking in linear time, on cut fields, covering %40 emails and international numbers;
// a failed query logs its cause, never drizzle's message with the parameters; our own request ids.

afterEach(() => vi.restoreAllMocks());

const KB100 = 100 * 1024;
/** Inputs that made the old patterns backtrack over every start position. */
const HOSTILE = {
  letters: "a".repeat(KB100),
  "address characters": "a.b-c_d%e+".repeat(KB100 / 10),
  "ats without a domain": "ab@".repeat(KB100 / 3),
  digits: "1".repeat(KB100),
  "digit groups": "415 555 ".repeat(KB100 / 8),
  pluses: "+1 (".repeat(KB100 / 4),
};

function timed(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

function lines(method: "log" | "error") {
  const spy = vi.spyOn(console, method).mockImplementation(() => {});
  return () => spy.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

describe("masking in linear time", () => {
  it.each(Object.entries(HOSTILE))("logs a 100 KB field of %s in under 5 ms: it is cut to 512 characters first", (_name, text) => {
    const logged = lines("log");
    logEvent("warm-up", { text: "dana@gmail.com +44 20 7946 0958" });
    expect(timed(() => logEvent("request", { route: `/api/${text}` }))).toBeLessThan(5);
    // 512 characters, then the masks ("ab@" becomes "a***@") and the mark of the cut.
    expect(String(logged()[1]?.route).length).toBeLessThan(2 * LOG_FIELD_MAX);
  });

  // Uncut, the patterns themselves stay linear, so 100 KB of a hostile shape stays far under the bound; a
  // backtracking pattern takes seconds. The bound is loose because the whole suite shares two cores.
  it.each(Object.entries(HOSTILE))("masks 100 KB of %s uncut in linear time", (_name, text) => {
    maskPersonalData("warm-up dana@gmail.com +44 20 7946 0958");
    expect(timed(() => maskPersonalData(text))).toBeLessThan(25);
  });

  it("logs a request for /api/ and 15,000 'a' with a cut route, as cheaply as a short path", async () => {
    const logged = lines("log");
    expect((await SELF.fetch(`https://caradvisor.test/api/${"a".repeat(15_000)}`)).status).toBe(404);
    const request = logged().find((line) => line.event === "request");
    expect(String(request?.route).length).toBeLessThanOrEqual(LOG_FIELD_MAX + 1);
    expect(timed(() => logEvent("request", { route: `/api/${"a".repeat(15_000)}` }))).toBeLessThan(5);
  });

  it("never leaves half an email or number where a field was cut", () => {
    const logged = lines("log");
    for (let shift = 0; shift < 40; shift += 1) {
      logEvent("cut", { text: `${"x".repeat(LOG_FIELD_MAX - 20 + shift)} jane.doe.rivera@gmail.com or +44 20 7946 0958` });
    }
    for (const line of logged()) {
      expect(String(line.text)).not.toMatch(/jane|oe\.ri|rivera|7946/);
    }
  });
});

describe("what is masked", () => {
  it("masks %40-encoded emails as it masks plain ones", () => {
    expect(maskPersonalData("/unsubscribe/dana.rivera%40gmail.com and DANA%40GMAIL.COM")).toBe(
      "/unsubscribe/d***%40gmail.com and D***%40GMAIL.COM",
    );
    expect(maskPersonalData("?email=dana@example.org&next=dana%2Bcars%40gmail.com")).toBe("?email=d***@example.org&next=d***%40gmail.com");
    expect(maskPersonalData("a%b@x.com")).toBe("a***@x.com");
  });

  it("masks emails encoded twice and numbers written with _ or %2F", () => {
    expect(maskPersonalData("/r?email=dana.rivera%2540gmail.com and /u/DANA%2540GMAIL.COM")).toBe(
      "/r?email=d***%2540gmail.com and /u/D***%2540GMAIL.COM",
    );
    expect(maskPersonalData("415_555_0134, 415%2F555%2F0134, 415%2f555%2f0134, (415)%20555%2D0134, +44_20_7946_0958")).toBe(
      "***-***-**34, ***-***-**34, ***-***-**34, (415)%20555%2D0134, +***58",
    );
    expect(maskPersonalData("?phone=1_415_555_0134&at=2026%2F11%2F20")).toBe("?phone=***-***-**34&at=2026%2F11%2F20");
  });

  it("masks international numbers, keeping the last two digits", () => {
    expect(maskPersonalData("call +44 20 7946 0958, +33 1 23 45 67 89 or +49 (30) 1234-5678")).toBe("call +***58, +***89 or +***78");
    expect(maskPersonalData("+91 98765 43210")).toBe("+***10");
  });

  it("still leaves ordinary figures alone", () => {
    expect(maskPersonalData("deal 1795300000000 took 312 ms, ZIP 94105, 2026-11-20T10:17:00+00:00, +12 points")).toBe(
      "deal 1795300000000 took 312 ms, ZIP 94105, 2026-11-20T10:17:00+00:00, +12 points",
    );
  });

  it("leaves ids whole, even where their digits fall in a phone number's groups (a CI run's request id did)", () => {
    const ids = ["4b582911-1743-4065-8e80-cd846c565d56", "0f1e2d3c-4b5a-4697-8877-1234567890ab"];
    expect(maskPersonalData(`lead ${ids[0]}, request ${ids[1]?.toUpperCase()}: called 415-555-2671`)).toBe(
      `lead ${ids[0]}, request ${ids[1]?.toUpperCase()}: called ***-***-**71`,
    );
  });
});

describe("errors in log lines", () => {
  it("tell a failed query's cause, never drizzle's message with the names, emails and notes it carried", async () => {
    const db = database(env.DB);
    const id = crypto.randomUUID();
    const row = {
      id,
      firstName: "Zelda",
      lastName: "Quixote",
      email: "zelda.quixote@gmail.com",
      notes: "wants to trade in her late husband's truck",
    };
    await db.insert(leads).values(row);
    const failure = await db
      .insert(leads)
      .values(row)
      .catch((error: unknown) => error);
    expect(String(failure)).toContain("Quixote"); // what drizzle would have put in the line
    const logged = lines("error");
    logError("form_lead_write_failed", failure);
    const [line] = logged();
    expect(line?.error).toMatch(/^query failed: .*UNIQUE constraint failed: leads\.id/);
    expect(JSON.stringify(line)).not.toMatch(/Zelda|Quixote|zelda|husband|insert into/i);
  });

  it("tell an error's cause", () => {
    const logged = lines("error");
    logError("external_call", new TypeError("fetch failed", { cause: new Error("connect ECONNREFUSED") }));
    expect(logged()[0]?.error).toBe("fetch failed (cause: connect ECONNREFUSED)");
  });
});

describe("request ids", () => {
  it("are our own: a client's X-Request-Id is ignored", async () => {
    const logged = lines("log");
    const response = await SELF.fetch("https://caradvisor.test/api/nowhere", { headers: { "x-request-id": "dana_rivera_4155552671" } });
    const ours = response.headers.get("x-request-id");
    expect(ours).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    expect(logged().find((line) => line.event === "request")?.requestId).toBe(ours);
  });
});
