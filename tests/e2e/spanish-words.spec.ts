import { expect, type Page, test } from "./fixtures";
import { waitForHydration } from "./helpers";

// The Spanish pages read as written in Spanish (docs/glossary-es.md): no spec value of vPIC's left in
// English on a deal card, no figure in "K" or "M", no form that assumes the visitor's gender, none of
// the phrases a walk-through found reading translated.

const SPANISH_PAGES = [
  "/es",
  "/es?lead=navbar",
  "/es/landing/V2",
  "/es/landing/cartelligentai",
  "/es/landing/cartelligentai/V2",
  "/es/about",
  "/es/blog",
  "/es/privacy",
  "/es/terms",
  "/es/chatbot",
  "/es/unsubscribe",
  "/es/newsletter/confirm",
];

/** vPIC's words (and engineText's "cyl"), as whole words: "Automática" and "Sedán" are not "Automatic" and "Sedan". */
const ENGLISH_WORDS = [
  ...["Automatic", "Manual/Standard", "Speed", "Front-Wheel", "Rear-Wheel", "All-Wheel", "4-Wheel"],
  ...["Gasoline", "Diesel", "Hybrid", "Plug-in", "Electric", "Dual Motor", "cyl"],
  ...["Sedan", "Saloon", "Sport Utility", "Passenger Car", "Truck", "Coupe", "Wagon"],
];
const ENGLISH_SPECS = new RegExp(`(?<!\\p{L})(${ENGLISH_WORDS.join("|")})(?!\\p{L})`, "u");

const TRANSLATED_READING = [
  /\b(lo|la) llamará\b/,
  /\b(lo|la) llamen\b/,
  /Antes ha sido un mal rato/,
  /va con su vida/,
  /No hay problema[^.!]*[.!]\s*¡No hay problema/,
  /Alguien, esperamos que usted/,
  /Empiece aquí/,
  /\$\d+(\.\d+)?[KM]\b/,
  /\d+K\+/,
];

/** Every card Load More can show: the section keeps to 24. */
async function loadEveryDeal(page: Page) {
  const section = page.locator("#recent-deals");
  await expect(section.locator("article").first()).toBeVisible();
  const more = section.getByRole("button", { name: "Cargar más" });
  while (await more.isVisible()) {
    const shown = await section.locator("article").count();
    await more.click();
    await expect(section.locator("article")).not.toHaveCount(shown);
  }
}

/** What the page says, its closed FAQ answers opened, without the cars' names and trims (a trim may say "Hybrid"). */
async function pageWords(page: Page): Promise<string> {
  return page.evaluate(() => {
    for (const details of document.querySelectorAll("details")) details.open = true;
    // biome-ignore lint/performance/useDomNodeTextContent: the words a reader sees; textContent would add hidden frames and scripts.
    let text = document.body.innerText;
    const cards = document.querySelectorAll("#recent-deals article h3, #recent-deals article h3 + p");
    const names = [...cards].map((el) => el.textContent ?? "");
    for (const name of names.filter(Boolean).sort((a, b) => b.length - a.length)) text = text.split(name).join(" ");
    return text;
  });
}

for (const path of SPANISH_PAGES) {
  test(`${path} shows no spec value in English and none of the phrases that read translated`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await waitForHydration(page);
    if (path.includes("V2")) await loadEveryDeal(page);
    const words = await pageWords(page);
    expect(words).not.toMatch(ENGLISH_SPECS);
    for (const phrase of TRANSLATED_READING) expect(words).not.toMatch(phrase);
  });
}

test("the deal cards on /es/landing/V2 say their specs and savings in Spanish, the cars named as Spanish names them", async ({ page }) => {
  await page.goto("/es/landing/V2");
  await waitForHydration(page);
  await loadEveryDeal(page);
  const section = page.locator("#recent-deals");
  await expect(section.getByRole("heading", { level: 2 })).toHaveText(/^\d+ ofertas y \$\d+ mil ahorrados en los últimos 90 días$/);
  const values = await section.locator("dd").allTextContents();
  for (const spanish of ["Automática", "Automática de 10 velocidades", "Variable continua (CVT)", "Gasolina", "Híbrido", "Sedán"])
    expect(values).toContain(spanish);
  expect(values.some((value) => /^\d cilindros, \d\.\d L$/.test(value))).toBe(true);
  for (const value of values) expect(value).not.toMatch(ENGLISH_SPECS);
  await expect(section.getByRole("heading", { name: "Ford F-150 2025", level: 3 })).toBeVisible();
  // The English page keeps vPIC's words and SPEC's "$XK".
  await page.goto("/landing/V2");
  await waitForHydration(page);
  const english = page.locator("#recent-deals");
  await expect(english.getByRole("heading", { level: 2 })).toHaveText(/^\d+ Deals, \$\d+K Saved in the Last 90 Days$/);
  await expect(
    english
      .locator("dd")
      .filter({ hasText: /^Automatic$/ })
      .first(),
  ).toBeVisible();
  await expect(english.getByRole("heading", { name: "2025 Ford F-150", level: 3 })).toBeVisible();
});

test("the stats and the FAQ on /es say the claims in Spanish figures", async ({ page }) => {
  await page.goto("/es");
  const stats = page.getByRole("region", { name: "Nuestra trayectoria" });
  await expect(stats).toContainText("+50 mil");
  await expect(stats).toContainText("+$175 millones");
  await page.getByText("¿Cuánto puedo ahorrar?").click();
  await expect(page.getByText("Nuestros clientes ahorran $3,500 en promedio y, entre todos, ya suman más de $175 millones.")).toBeVisible();
});
