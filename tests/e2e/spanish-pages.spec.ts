import { readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, type Page, test } from "./fixtures";
import { CONSENT_PHONE_TEXT, CONSENT_TEXT_VERSION_ES } from "#app/domain/consent";
import { asNewVisitor, queryD1, uniqueVisitor, waitForHydration } from "./helpers";

// The Spanish twins of the prose pages, the pages the emails link to and V2, each with its
// language, a Spanish title and reciprocal hreflang links, linked from the Spanish pages.

/** The language switch's link: through /switch-language, which remembers the choice (app/i18n/twins.ts). */
const switchHref = (path: string) => `/switch-language?to=${encodeURIComponent(path)}`;

/** The page's language, title and hreflang links: en, es and x-default (the English page). */
async function expectTwin(page: Page, english: string, spanish: string, title: RegExp) {
  await page.goto(spanish);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(title);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${spanish}$`));
  for (const [lang, path] of [
    ["en", english],
    ["es", spanish],
    ["x-default", english],
  ] as const)
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute("href", new RegExp(`[^/]${path}$`));
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", switchHref(english));
  // The English page names the same twins and switches to the Spanish one.
  await page.goto(english);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", new RegExp(`${spanish}$`));
  await expect(page.getByRole("link", { name: "Español" })).toHaveAttribute("href", switchHref(spanish));
}

test("/es/privacy is the notice at collection in Spanish, quoting the Spanish consent line, dated no earlier than it", async ({ page }) => {
  await expectTwin(page, "/privacy", "/es/privacy", /^Aviso de privacidad \| /);
  await page.goto("/es/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aviso de privacidad");
  const collect = page.locator("section#information-we-collect");
  await expect(collect).toContainText(`El texto actual en español dice: “${CONSENT_PHONE_TEXT.es}”`);
  // The consent's internal id is the advisors' alone.
  await expect(collect).not.toContainText(CONSENT_TEXT_VERSION_ES);
  await expect(page.locator("time[datetime]").first()).toHaveText("29 de noviembre de 2026");
  await expect(page.locator("section#site-speed")).toContainText("en cada página que visita");
  await expect(page.locator("section#site-speed")).toContainText("Do Not Track o Global Privacy Control, no mide ni envía nada");
  await expect(page.locator("section#retention")).toContainText("24 meses después de su última actividad");
  await expect(page.getByRole("heading", { name: "Sus derechos según la ley de California", level: 2 })).toBeVisible();
});

test("/es/terms is the terms of service in Spanish, linking to the Spanish privacy notice", async ({ page }) => {
  await expectTwin(page, "/terms", "/es/terms", /^Términos del servicio \| /);
  await page.goto("/es/terms");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Términos del servicio");
  await expect(page.locator("section#fees")).toContainText("Servicio completo: $595.");
  await expect(page.locator("section#privacy").getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/es/privacy");
});

test("/es/about is the about page in Spanish, its figures and prices as on the English page", async ({ page }) => {
  await expectTwin(page, "/about", "/es/about", /^Quiénes somos \| /);
  await page.goto("/es/about");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Acerca de /);
  await expect(page.locator("section#pricing")).toContainText("Servicio completo: $595.");
  await expect(page.getByText("$3,500", { exact: true })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Hable con un asesor", level: 2 })).toBeVisible();
  await expect(page.getByText("Lun-Vie: 8 a.m.-8 p.m. PT | Sáb: 9 a.m.-6 p.m. PT").first()).toBeVisible();
});

test("/es/blog lists the six guides in Spanish, linking to their sources", async ({ page }) => {
  await expectTwin(page, "/blog", "/es/blog", /^Guías para comprar auto \| /);
  await page.goto("/es/blog");
  const list = page.getByRole("list", { name: "Lecturas recomendadas" });
  await expect(list.getByRole("listitem")).toHaveCount(6);
  await expect(list.getByRole("link", { name: "Cómo registrar su auto en California (se abre en una pestaña nueva)" })).toHaveAttribute(
    "href",
    "https://www.dmv.ca.gov/portal/vehicle-registration/",
  );
});

test("/es/landing/V2 is the V2 landing page in Spanish, Recent Deals with it", async ({ page }) => {
  await expectTwin(page, "/landing/V2", "/es/landing/V2", /^Compre su auto con expertos en California \| /);
  await page.goto("/es/landing/V2");
  await waitForHydration(page);
  const section = page.locator("#recent-deals");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(/^\d+ ofertas y \$\d+ mil ahorrados en los últimos 90 días$/);
  const cards = section.locator("article");
  await expect(cards).toHaveCount(6);
  await expect(cards.first()).toContainText("por debajo del MSRP");
  await expect(cards.first()).toContainText(/Negociado el \d{1,2} [a-z]+\. \d{4}/);
  await expect(cards.first().getByRole("button", { name: /^Quiero una oferta así en un [A-Z].* \d{4}$/ })).toBeVisible();
  await expect(section.getByRole("button", { name: "Cargar más" })).toBeVisible();
  const labels = await section.locator("dt").allTextContents();
  expect(labels.length).toBeGreaterThan(0);
  for (const label of labels) expect(["Transmisión", "Tracción", "Combustible", "Motor", "Carrocería"]).toContain(label);
});

test("/es/landing/cartelligentai/V2 is the chat intro with Recent Deals in Spanish, and the English page keeps its deal words", async ({
  page,
}) => {
  await expectTwin(
    page,
    "/landing/cartelligentai/V2",
    "/es/landing/cartelligentai/V2",
    /^Converse con nuestro asistente de compra de autos \| /,
  );
  await page.goto("/es/landing/cartelligentai/V2");
  await waitForHydration(page);
  await expect(page.locator("#recent-deals").getByRole("heading", { level: 2 })).toHaveText(/^\d+ ofertas y \$\d+ mil ahorrados/);
  await page.goto("/landing/cartelligentai/V2");
  await waitForHydration(page);
  const english = page.locator("#recent-deals");
  await expect(english.getByRole("heading", { level: 2 })).toHaveText(/^\d+ Deals, \$\d+K Saved in the Last 90 Days$/);
  await expect(english).not.toContainText("deals.");
});

test("on /es the consent line under the forms and the footer link to the Spanish pages", async ({ page }) => {
  await page.goto("/es");
  const consent = page.locator("#bottom-form, form").filter({ hasText: "Al darnos su número de teléfono" }).first();
  await expect(consent.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/es/privacy");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Términos", exact: true })).toHaveAttribute("href", "/es/terms");
  await expect(footer.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/es/privacy");
  await expect(footer.getByRole("link", { name: "Quiénes somos" })).toHaveAttribute("href", "/es/about");
  await expect(footer.getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/es/blog");
  // The English page's line keeps its English link.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Privacy Notice" }).first()).toHaveAttribute("href", "/privacy");
});

test("the sitemap lists each translated page in both languages, each naming both", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/privacy", "/terms", "/about", "/blog", "/landing/V2"]) {
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/es${path}</loc><xhtml:link rel="alternate" hreflang="en" href="[^"]*${path}"/>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*[^s]${path}</loc>[^\\n]*hreflang="es" href="[^"]*/es${path}"/>`));
  }
});

/**
 * The text of an email the local Worker sent: wrangler's Email Service simulator records each one's text
 * under the temporary folder (miniflare-…/email/email-text/*.txt). The one whose text holds `marker`.
 */
function recordedEmail(marker: string): string | undefined {
  const tmp = tmpdir();
  for (const dir of readdirSync(tmp).filter((name) => name.startsWith("miniflare-"))) {
    const folder = join(tmp, dir, "email", "email-text");
    let files: string[] = [];
    try {
      files = readdirSync(folder);
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(join(folder, file), "utf8");
      if (text.includes(marker)) return text;
    }
  }
  return undefined;
}

const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test("the newsletter's double opt-in on /es: a Spanish email, its links to the Spanish pages, confirmed and unsubscribed", async ({
  page,
}) => {
  // Three reads of the local D1 through wrangler's CLI, each several seconds on a loaded machine.
  test.setTimeout(150_000);
  await asNewVisitor(page);
  await page.goto("/es");
  await waitForHydration(page);
  const { email } = uniqueVisitor();
  const box = page.getByRole("form", { name: "Suscripción al boletín" });
  await box.getByLabel("Reciba consejos para comprar su auto en su correo").fill(email);
  await box.getByRole("button", { name: "Suscribirse" }).click();
  await expect(box.getByText(/^¡Gracias! /)).toBeVisible();

  const [lead] = await queryD1<{ id: string }>(`select id from leads where email = '${email}'`);
  const marker = `/es/newsletter/confirm?token=${lead?.id}.`;
  let text: string | undefined;
  await expect.poll(() => (text = recordedEmail(marker)), { timeout: 20_000 }).toBeDefined();
  expect(text?.startsWith("Hola:\n")).toBe(true);
  expect(text).toContain("Recibimos una solicitud para enviar el boletín de");
  expect(text).toContain("El enlace es válido durante 7 días.");
  expect(text).toMatch(/Cómo tratamos su información: \S+\/es\/privacy/);
  const confirmUrl = /\S+\/es\/newsletter\/confirm\?token=\S+/.exec(text ?? "")?.[0] ?? "";
  const unsubscribeUrl = /puede cancelar la suscripción aquí: (\S+\/es\/unsubscribe\?token=\S+)/.exec(text ?? "")?.[1] ?? "";

  await page.goto(pathOf(confirmUrl));
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle("Confirme su suscripción");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirme su suscripción");
  await page.getByRole("button", { name: "Confirmar mi suscripción" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Suscripción confirmada");
  await expect(page.getByRole("link", { name: "Volver a la página principal" })).toHaveAttribute("href", "/es");
  expect((await queryD1(`select newsletter_confirmed_at from leads where id = '${lead?.id}'`))[0]?.newsletter_confirmed_at).toMatch(
    /^\d{4}-/,
  );

  await page.goto(pathOf(unsubscribeUrl));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancele su suscripción al boletín");
  await page.getByRole("button", { name: "Cancelar la suscripción", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su suscripción está cancelada");
  expect((await queryD1(`select newsletter_opted_in from leads where id = '${lead?.id}'`))[0]?.newsletter_opted_in).toBe(0);
});

test("/es/unsubscribe without a link asks for the address in Spanish, with Spanish messages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await asNewVisitor(page);
  await page.goto("/es/unsubscribe");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cancele su suscripción al boletín");
  await page.getByLabel("Correo electrónico").fill("no es una dirección");
  await page.getByRole("button", { name: "Envíenme el enlace" }).click();
  await expect(page.getByRole("alert")).toHaveText("Escriba un correo electrónico válido");
  await page.getByLabel("Correo electrónico").fill(uniqueVisitor().email);
  await page.getByRole("button", { name: "Envíenme el enlace" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Revise su correo");
  await context.close();
});

test("the switch remembers the choice without JavaScript too, and only ever leads to a page of this site", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "es-MX" });
  const page = await context.newPage();
  const lang = async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value;
  await page.goto("/landing/v1?utm_source=news&utm_campaign=fall");
  await page.getByRole("link", { name: "Español", exact: true }).click();
  await expect(page).toHaveURL(/\/es\/landing\/v1\?utm_source=news&utm_campaign=fall$/);
  expect(await lang()).toBe("es");
  await page.getByRole("link", { name: "English", exact: true }).click();
  await expect(page).toHaveURL(/\/landing\/v1\?utm_source=news&utm_campaign=fall$/);
  expect(await lang()).toBe("en");
  // A browser that prefers Spanish is not offered Spanish again once its visitor chose English.
  await expect(page.getByText("¿Prefiere español?")).toHaveCount(0);
  for (const elsewhere of ["https://evil.example/es", "//evil.example/es", "/\\evil.example/es"]) {
    const response = await page.request.get(`/switch-language?to=${encodeURIComponent(elsewhere)}`, { maxRedirects: 0 });
    expect(response.status(), elsewhere).toBe(303);
    expect(response.headers().location, elsewhere).toBe("/");
  }
  await context.close();
});
