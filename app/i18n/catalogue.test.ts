import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { CONSENT_PHONE_TEXT, CONSENT_TEXT } from "#app/domain/consent";
import { DEAL_MESSAGES } from "#app/domain/deals";
import { CALLBACK_CLAIMS, RATE_LIMIT_MESSAGE } from "#app/domain/constants";
import { pageMessages } from "./catalogue.server";
import { formatDollars } from "./dollars";
import { formatHour } from "./format";
import { en } from "./messages/en";
import { es } from "./messages/es";
import { translator } from "./translate";

const t = (locale: "en" | "es") => translator(locale, pageMessages(locale, ["site", "form", "landing"]).messages);

describe("the message catalogue", () => {
  it("has every key in both languages, with the same placeholders and tags", () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    const slots = (message: string) => [...message.matchAll(/\{\s*(\w+)\s*[,}]|<(\d+)\/?>/g)].map((m) => m[1] ?? `<${m[2]}>`).sort();
    for (const [key, message] of Object.entries(en)) expect(slots(es[key as keyof typeof es]), key).toEqual(slots(message));
  });

  it("ends no Spanish sentence with a period right after a time, which ends in a.m. or p.m. (one period, as RAE writes it)", () => {
    const doubled = Object.entries(es).filter(([, message]) => /\{time\}\./.test(message));
    expect(doubled.map(([key]) => key)).toEqual([]);
  });

  it("has a real translation for every message: none empty, English kept only where both languages write the same", () => {
    const sameInBoth = new Set([
      "form.phonePlaceholder",
      "landing.search.between",
      "site.footer.blog",
      "site.footer.type.convertible",
      "site.footer.type.hatchback",
      "site.footer.type.suv",
      "site.hours.shift",
      // The offer of Spanish is in Spanish on the English pages too.
      "site.suggest.dismiss",
      "site.suggest.link",
      "site.suggest.text",
      // Said in Spanish to Spanish speakers: the line shows on Spanish pages only.
      "site.phone.spanishSpoken",
      // The chat's choices that Spanish speakers in the US say in English too.
      "chat.choice.no",
      "chat.choice.bodyStyle.suv",
      "chat.choice.bodyStyle.minivan",
      "chat.choice.bodyStyle.convertible",
      "chat.choice.bodyStyle.hatchback",
      "chat.summary.bodyStyle.suv",
      "chat.summary.bodyStyle.minivan",
      "chat.summary.bodyStyle.convertible",
      "chat.summary.bodyStyle.hatchback",
      // A quote's printed totals: the same words in both.
      "buyer.total.total",
      "buyer.total.subtotal",
    ]);
    for (const [key, message] of Object.entries(en)) {
      const spanish = es[key as keyof typeof es];
      expect(spanish.trim(), key).not.toBe("");
      if (!sameInBoth.has(key)) expect(spanish, key).not.toBe(message);
    }
  });

  it("compiles every message of both languages", () => {
    for (const catalogue of [en, es])
      for (const message of Object.values(catalogue)) expect(() => compileMessageOrThrow(message)).not.toThrow();
  });

  it("keeps the English of the API's and the advisors' rate limit, the claims and the consent lines", () => {
    expect(en["site.rateLimited"]).toBe(RATE_LIMIT_MESSAGE);
    expect(en["form.thanks.callback"]).toContain(CALLBACK_CLAIMS.forms);
    expect(en["landing.faq.a6"]).toContain(CALLBACK_CLAIMS.faq);
    const { before, link, after } = CONSENT_TEXT.formPrivacy;
    const consent = `${CONSENT_TEXT.phone}${before}<0>${link}</0>${after}`;
    expect(en["form.consent"]).toBe(consent);
    // The Spanish line under the forms is the wording its own version (CONSENT_TEXT_VERSION_ES) stands for.
    expect(es["form.consent"].startsWith(`${CONSENT_PHONE_TEXT.es} `)).toBe(true);
    expect(CONSENT_PHONE_TEXT.en).toBe(CONSENT_TEXT.phone);
    expect(en["about.cta.body"]).toContain(CALLBACK_CLAIMS.forms);
    expect([en["deals.loading"], en["deals.failed"], en["deals.maxShown"]]).toEqual(Object.values(DEAL_MESSAGES));
  });

  it("fills values in and formats money and hours by language", () => {
    expect(t("es")("landing.hero.title", { amount: "$3,500" })).toBe("Sin vueltas al concesionario. Ahorre $3,500 en su próximo auto.");
    expect(t("en")("site.footer.rights", { year: 2025, brand: "CarAdvisor" })).toBe("© 2025 CarAdvisor. All rights reserved.");
    expect(formatDollars("es", 30000)).toBe("$30,000");
    expect(formatHour("en", 20)).toBe("8pm");
    expect(formatHour("es", 20)).toBe("8 p.m.");
  });

  it("reads Lingui's compiled plurals, selects and values", () => {
    const compiled = (message: string) => ({ k: compileMessageOrThrow(message) }) as unknown as Parameters<typeof translator>[1];
    const plural = translator("es", compiled("{count, plural, =0 {ninguno} one {# auto} other {# autos}} de {name}"));
    expect(plural("k" as never, { count: 0, name: "Ana" })).toBe("ninguno de Ana");
    expect(plural("k" as never, { count: 1, name: "Ana" })).toBe("1 auto de Ana");
    expect(plural("k" as never, { count: 1200, name: "Ana" })).toBe(`${new Intl.NumberFormat("es-US").format(1200)} autos de Ana`);
    const select = translator("en", compiled("{kind, select, lease {a lease} other {a purchase}}"));
    expect(select("k" as never, { kind: "lease" })).toBe("a lease");
    expect(select("k" as never, { kind: "cash" })).toBe("a purchase");
  });

  it("sends a page only its own language's messages, of the namespaces it asks for", () => {
    const { messages } = pageMessages("es", ["site"]);
    expect(Object.keys(messages).every((key) => key.startsWith("site."))).toBe(true);
    expect(JSON.stringify(messages)).not.toContain("Skip to content");
    expect(JSON.stringify(messages)).toContain("Ir al contenido");
  });
});
