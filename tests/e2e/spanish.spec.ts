import { expect, type Page, test } from "./fixtures";
import { asNewVisitor, queryD1, uniqueVisitor, waitForHumanPace, waitForHydration } from "./helpers";

// The Spanish landing page under /es, its forms and their messages in Spanish, the language
// switch and the ¿Prefiere español? offer.

/** A browser set to Mexican Spanish: it sends Accept-Language es-MX (Playwright's locale rules that header). */
const SPANISH_BROWSER = { locale: "es-MX" };
const modal = (page: Page) => page.getByRole("dialog", { name: "Pida su consulta gratis" });

async function fillSpanishLeadForm(page: Page, scope: string, visitor: { email: string; phone: string }) {
  const form = page.locator(scope);
  await form.getByLabel("Nombre").fill("Dana");
  await form.getByLabel("Apellido").fill("Ortiz-Smith");
  await form.getByLabel("Teléfono").fill(visitor.phone);
  await form.getByLabel("Correo electrónico").fill(visitor.email);
  await form.getByLabel("Marca").selectOption("Toyota");
  await form.getByLabel("Año del modelo").selectOption({ index: 2 });
  const model = form.getByLabel("Modelo", { exact: true });
  await expect(model).toBeEnabled();
  await model.selectOption("RAV4");
  await form.getByLabel("Código postal").fill("94105");
}

test("/es is the landing page in Spanish, with its language, title and reciprocal hreflang links", async ({ page }) => {
  await page.goto("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/^Compre su auto con expertos en California \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Sin vueltas al concesionario. Ahorre $3,500 en su próximo auto.");
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/es$/);
  for (const [lang, path] of [
    ["en", /\/$/],
    ["es", /\/es$/],
    ["x-default", /\/$/],
  ] as const)
    await expect(page.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute("href", path);
  for (const heading of ["Cómo funciona", "Precios simples y claros", "Lo que dicen nuestros clientes", "Preguntas frecuentes"])
    await expect(page.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
  // The English page names the same twins.
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute("href", /\/es$/);
});

test("the switch leads to the same page in the other language, keeping the query, and remembers the choice", async ({ page, context }) => {
  await page.goto("/landing/v1?utm_source=news&utm_campaign=fall");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/landing\/v1\?utm_source=news&utm_campaign=fall$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("es");
  await page.getByRole("link", { name: "English" }).click();
  await expect(page).toHaveURL(/\/landing\/v1\?utm_source=news&utm_campaign=fall$/);
  expect((await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
  // Pages with one language only (the advisors' back office: app/i18n/twins.ts) show no switch.
  await page.goto("/admin/login");
  await expect(page.getByRole("link", { name: "Español" })).toHaveCount(0);
});

test("the modal's messages are in Spanish, on blur and from the server, and a valid request sends language es", async ({ page }) => {
  await asNewVisitor(page);
  await page.goto("/es");
  await waitForHydration(page);
  await page.getByRole("banner").getByRole("button", { name: "Pida su consulta gratis" }).click();
  const dialog = modal(page);
  await dialog.getByLabel("Nombre").fill("A");
  await dialog.getByLabel("Nombre").blur();
  await expect(dialog.getByText("El nombre debe tener al menos 2 caracteres")).toBeVisible();
  await dialog.getByLabel("Teléfono").fill("0234567890");
  await dialog.getByLabel("Teléfono").blur();
  await expect(dialog.getByText("Código de área no válido (no puede empezar con 0 ni con 1)")).toBeVisible();
  await dialog.getByLabel("Correo electrónico").fill("sam@gmial.com");
  await dialog.getByLabel("Correo electrónico").blur();
  await expect(dialog.getByText("¿Quiso decir sam@gmail.com?")).toBeVisible();
  await dialog.getByRole("button", { name: "Quiero mi consulta gratis" }).click();
  await expect(dialog.getByText("El apellido es obligatorio")).toBeVisible();
  await expect(dialog.getByText("Elija una marca")).toBeVisible();

  const visitor = uniqueVisitor();
  await page.keyboard.press("Escape");
  await page.getByRole("banner").getByRole("button", { name: "Pida su consulta gratis" }).click();
  // The form closed with Escape is reset (remounted) a moment after closing: fill it once it has been.
  await expect(modal(page).getByLabel("Nombre")).toHaveValue("");
  await expect(modal(page).getByText("El apellido es obligatorio")).toHaveCount(0);
  await fillSpanishLeadForm(page, "dialog", visitor);
  await waitForHumanPace(page);
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/leads") && request.method() === "POST");
  await modal(page).getByRole("button", { name: "Quiero mi consulta gratis" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ language: "es", email: visitor.email });
  await expect(modal(page).getByRole("heading", { name: "¡Gracias!" })).toBeVisible();
  await expect(modal(page).getByText("Un asesor le llamará en 1 o 2 horas, en horario de atención.")).toBeVisible();
  await expect(modal(page).getByText("Lun-Vie: 8 a.m.-8 p.m. PT | Sáb: 9 a.m.-6 p.m. PT")).toBeVisible();
  expect(await queryD1(`select make, model from leads where email = '${visitor.email}'`)).toEqual([{ make: "Toyota", model: "RAV4" }]);
});

test("without JavaScript the modal form posted from /es comes back with Spanish messages", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await asNewVisitor(page);
  await page.goto("/es?lead=navbar");
  const dialog = page.locator("#lead-modal");
  await expect(dialog.locator('input[name="language"]')).toHaveValue("es");
  await dialog.getByLabel("Nombre").fill("Dana");
  await dialog.getByLabel("Correo electrónico").fill("dana@example.com");
  await dialog.getByRole("button", { name: "Quiero mi consulta gratis" }).click();
  await expect(page).toHaveURL(/\/es\?lead=navbar#modal-lead$/);
  await expect(page.locator("#lead-modal").getByText("El apellido es obligatorio")).toBeVisible();
  await expect(page.locator("#lead-modal").getByText("Use un correo electrónico válido (no se aceptan dominios de prueba)")).toBeVisible();
  await context.close();
});

test("the newsletter box answers in Spanish", async ({ page, consoleErrors }) => {
  // The server answers the address that is not one with 400 and the field's message.
  consoleErrors.allow(/status of 400 \(Bad Request\) \(http:\/\/[^/]+\/api\/newsletter:/);
  await asNewVisitor(page);
  await page.goto("/es");
  await waitForHydration(page);
  const box = page.getByRole("form", { name: "Suscripción al boletín" });
  await box.getByLabel("Reciba consejos para comprar su auto en su correo").fill("not-an-address");
  await box.getByRole("button", { name: "Suscribirse" }).click();
  await expect(box.getByText("Escriba un correo electrónico válido")).toBeVisible();
  const sent = page.waitForRequest((request) => request.url().endsWith("/api/newsletter"));
  await box.getByLabel("Reciba consejos para comprar su auto en su correo").fill(uniqueVisitor().email);
  await box.getByRole("button", { name: "Suscribirse" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ language: "es" });
  await expect(box.getByText(/^¡Gracias! /)).toBeVisible();
});

// That the offer moves nothing is held by layout-stability.spec.ts, which runs alone.
test("a browser that prefers Spanish is offered /es on the English page, without a redirect", async ({ browser }) => {
  const context = await browser.newContext(SPANISH_BROWSER);
  const page = await context.newPage();
  const response = await page.goto("/?utm_source=radio");
  expect(response?.status()).toBe(200);
  await expect(page).toHaveURL(/\/\?utm_source=radio$/);
  const offer = page.getByRole("complementary", { name: "¿Prefiere español?" });
  await expect(offer.getByRole("link", { name: "Ver esta página en español" })).toHaveAttribute(
    "href",
    `/switch-language?to=${encodeURIComponent("/es?utm_source=radio")}`,
  );
  await waitForHydration(page);
  await offer.getByRole("button", { name: "No, gracias" }).click();
  await expect(offer).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("complementary", { name: "¿Prefiere español?" })).toHaveCount(0);
  await context.close();
});

test("the offer is dismissed without JavaScript too, and never shown to a browser that prefers English", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, ...SPANISH_BROWSER });
  const page = await context.newPage();
  await page.goto("/landing/v1?utm_source=radio");
  await page.getByRole("button", { name: "No, gracias" }).click();
  await expect(page).toHaveURL(/\/landing\/v1\?utm_source=radio$/);
  await expect(page.getByText("¿Prefiere español?")).toHaveCount(0);
  await context.close();
  const english = await browser.newContext({ locale: "en-US" });
  const englishPage = await english.newPage();
  await englishPage.goto("/");
  await expect(englishPage.getByText("¿Prefiere español?")).toHaveCount(0);
  await english.close();
});

test.describe("the hero search on the Spanish pages", () => {
  // As the English search (landing.spec.ts), with the same query, but on to the Spanish chat.
  const QUERY = "vehicleType=used&make=Toyota&model=4Runner&knowsVehicle=yes&budget=30000-50000&zipCode=90210";
  const log = (page: Page) => page.getByRole("log", { name: "Conversación" });

  async function search(page: Page, { model }: { model: boolean }) {
    const form = page.getByRole("form", { name: "Encuentre su auto" });
    await form.getByLabel("Tipo de vehículo").selectOption("used");
    await form.getByLabel("Marca").selectOption("Toyota");
    if (model) {
      await expect(form.getByLabel("Modelo")).toBeEnabled();
      await form.getByLabel("Modelo").selectOption("4Runner");
    }
    await form.getByLabel("Presupuesto").selectOption("30000-50000");
    await form.getByLabel("Código postal").fill("90210");
    await form.getByRole("button", { name: "Empezar" }).click();
  }

  for (const path of ["/es", "/es/landing/V2"]) {
    test(`goes on from ${path} to the Spanish chat, which skips the questions the search answered`, async ({ page }) => {
      await asNewVisitor(page);
      await page.goto(path);
      await waitForHydration(page);
      await search(page, { model: true });
      await page.waitForURL(/\/es\/chatbot\?/);
      expect(new URL(page.url()).search).toBe(`?${QUERY}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "es");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Converse con el asistente de CarAdvisor");
      const answer = async (question: string, text: string) => {
        await expect(log(page).locator("li").last()).toContainText(question, { timeout: 15_000 });
        await page.getByLabel("Su respuesta").fill(text);
        await page.getByRole("button", { name: "Enviar" }).click();
      };
      const pick = async (question: string, label: string) => {
        await expect(log(page).locator("li").last()).toContainText(question, { timeout: 15_000 });
        await page.getByRole("button", { name: label, exact: true }).click();
      };
      await answer("Para empezar, ¿cómo se llama?", "Dana");
      await pick("¿Cuándo piensa comprar?", "Ahora mismo");
      await pick("¿Cómo le ha ido en otras compras de auto?", "Me ha ido bien");
      await expect(log(page).locator("li").last()).toContainText("¿Qué año modelo busca?", { timeout: 15_000 });
      for (const answered of ["código postal", "¿Busca un auto nuevo", "¿Ya sabe qué auto quiere?", "¿Qué marca"])
        await expect(log(page)).not.toContainText(answered);
    });
  }

  test("without JavaScript the form goes through /es/search to the Spanish chat, with the same query", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/es");
    await search(page, { model: false });
    await page.waitForURL(/\/es\/chatbot\?/);
    expect(new URL(page.url()).search).toBe("?vehicleType=used&make=Toyota&knowsVehicle=yes&budget=30000-50000&zipCode=90210");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await context.close();
  });
});
