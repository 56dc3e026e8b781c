import { expect, type Page, test } from "@playwright/test";
import { CONSENT_PHONE_TEXT, CONSENT_TEXT_VERSION_ES } from "~/domain/consent";

// Issue 24: the Spanish twins of the prose pages, the pages the emails link to and V2, each with its
// language, a Spanish title and reciprocal hreflang links, linked from the Spanish pages.

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
  await expect(page.getByRole("link", { name: "English" })).toHaveAttribute("href", english);
  // The English page names the same twins and switches to the Spanish one.
  await page.goto(english);
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", new RegExp(`${spanish}$`));
  await expect(page.getByRole("link", { name: "Español" })).toHaveAttribute("href", spanish);
}

test("/es/privacy is the notice at collection in Spanish, quoting the Spanish consent line and its own version", async ({ page }) => {
  await expectTwin(page, "/privacy", "/es/privacy", /^Aviso de privacidad \| /);
  await page.goto("/es/privacy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Aviso de privacidad");
  await expect(page.locator("section#information-we-collect")).toContainText(
    `versión ${CONSENT_TEXT_VERSION_ES}, dice: “${CONSENT_PHONE_TEXT.es}”`,
  );
  await expect(page.locator("time[datetime]").first()).toHaveText("24 de noviembre de 2026");
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

test("on /es the consent line under the forms and the footer link to the Spanish pages", async ({ page }) => {
  await page.goto("/es");
  const consent = page.locator("#bottom-form, form").filter({ hasText: "Al darnos su número de teléfono" }).first();
  await expect(consent.getByRole("link", { name: "Aviso de privacidad" })).toHaveAttribute("href", "/es/privacy");
  const footer = page.locator("footer");
  await expect(footer.getByRole("link", { name: "Términos", exact: true })).toHaveAttribute("href", "/es/terms");
  await expect(footer.getByRole("link", { name: "Política de privacidad" })).toHaveAttribute("href", "/es/privacy");
  // The English page's line keeps its English link.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Privacy Notice" }).first()).toHaveAttribute("href", "/privacy");
});

test("the sitemap lists each translated page in both languages, each naming both", async ({ request }) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  for (const path of ["/privacy", "/terms"]) {
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/es${path}</loc><xhtml:link rel="alternate" hreflang="en" href="[^"]*${path}"/>`));
    expect(sitemap).toMatch(new RegExp(`<loc>[^<]*[^s]${path}</loc>[^\\n]*hreflang="es" href="[^"]*/es${path}"/>`));
  }
});
