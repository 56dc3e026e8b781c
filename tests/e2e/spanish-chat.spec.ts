import { expect, type Page, test } from "./fixtures";
import { es } from "#app/i18n/messages/es";
import { leadRow, sessionOf } from "./chat-helpers";
import { asNewVisitor, axe, queryD1, uniqueVisitor, waitForHydration } from "./helpers";

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

// The chat in Spanish under /es. Its questions, choices and rules' messages come from the
// catalogue in Spanish, the lead it saves is a Spanish lead, and the language switch and the chat
// intro keep the chat's parameters and the UTM tags.

const log = (page: Page) => page.getByRole("log", { name: "Conversación" });

async function ask(page: Page, question: string | RegExp) {
  await expect(log(page).locator("li").last()).toContainText(question, { timeout: 15_000 });
}
async function say(page: Page, question: string | RegExp, text: string) {
  await ask(page, question);
  await page.getByLabel("Su respuesta").fill(text);
  await page.getByRole("button", { name: "Enviar" }).click();
}
async function pick(page: Page, question: string | RegExp, label: string) {
  await ask(page, question);
  await page.getByRole("button", { name: label, exact: true }).click();
}

/** From the vehicle type to the chat's summary, for a buyer who knows the car (a 2026 Toyota RAV4 XLE, cash, no trade-in). */
async function toTheSummary(page: Page, name: string) {
  await pick(page, "¿Busca un auto nuevo, seminuevo certificado o usado?", "Nuevo");
  await pick(page, "¿Cuándo piensa comprar?", "Ahora mismo");
  await pick(page, "¿Cómo le ha ido en otras compras de auto?", "Me ha ido bien");
  await pick(page, "¿Ya sabe qué auto quiere?", "Sí, ya sé cuál quiero");
  await say(page, "¿Qué marca le interesa?", "Toyota");
  await say(page, "¿Qué modelo de Toyota?", "RAV4");
  await say(page, "¿Qué año modelo busca?", "2026");
  await say(page, "¿Busca alguna versión en particular?", "XLE");
  await pick(page, "¿Ya tiene una cotización de un concesionario?", "No");
  await pick(page, "¿Cómo piensa pagar?", "De contado");
  await ask(page, "¿Cuál es su presupuesto total?");
  await page.getByRole("button", { name: "Continuar" }).click();
  await pick(page, "intercambio", "No");
  await expect(log(page)).toContainText(`Muy bien, ${name}. Esto es lo que anoté: auto nuevo, Toyota RAV4 2026`, { timeout: 15_000 });
}

test.beforeEach(async ({ page }) => {
  await asNewVisitor(page);
});

test("a buyer chats to the end on /es/chatbot in Spanish, and the lead is a Spanish lead", async ({ page }) => {
  const visitor = uniqueVisitor();
  await page.goto("/es/chatbot");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page).toHaveTitle(/^Converse con nuestro asistente de compra de autos \| /);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Converse con el asistente de CarAdvisor");
  await expect(log(page)).toContainText("¡Hola! Soy el asistente de CarAdvisor.");
  await expect(log(page)).toContainText("Sus respuestas llegan a nuestros asesores");
  // The notice's link opens the Spanish privacy notice, as the Spanish forms' consent line does.
  await expect(log(page).getByRole("link", { name: /Aviso de privacidad/i })).toHaveAttribute("href", "/es/privacy");
  await say(page, "Para empezar, ¿cómo se llama?", "Dana");
  // A rule's message, in Spanish.
  await say(page, "¡Mucho gusto, Dana! ¿Cuál es su código postal?", "9410");
  await expect(page.getByRole("alert")).toHaveText("Escriba un código postal válido de 5 dígitos.");
  await page.getByLabel("Su respuesta").fill("94105");
  await page.getByRole("button", { name: "Enviar" }).click();
  await toTheSummary(page, "Dana");
  await pick(page, "¿Quiere que un asesor le llame para hablar de esto?", "Sí, hablemos");
  await expect(log(page)).toContainText("Al darnos su número de teléfono");
  // The lead form's rule, said in Spanish by the chat.
  await say(page, "¿Cuál es el mejor número de teléfono", "415555");
  await expect(page.getByRole("alert")).toHaveText(es["form.error.phoneLength"]);
  await page.getByLabel("Su respuesta").fill(visitor.phone);
  await page.getByRole("button", { name: "Enviar" }).click();
  await say(page, "¿Y su correo electrónico?", visitor.email);
  await say(page, "¿Cuál es su apellido?", "Rivera");
  await say(page, "¿Algo más que deba saber su asesor?", "Prefiero hablar en español");
  await expect(log(page)).toContainText("¡Todo listo, Dana! Un asesor le llamará en unas horas.", { timeout: 15_000 });
  // The about page in Spanish once it has its twin; until then the English one, never the Spanish landing's catch-all.
  const about = await page.getByRole("link", { name: "Conozca más sobre nosotros" }).getAttribute("href");
  expect(about === "/about" || about === "/es/about").toBe(true);
  const session = await sessionOf(page);
  await expect.poll(async () => (await leadRow(session))[0]?.notes, { timeout: 10_000 }).toBe("Prefiero hablar en español");
  const [lead] = await leadRow(session);
  expect(lead).toMatchObject({ first_name: "Dana", last_name: "Rivera", zip_code: "94105", make: "Toyota", language: "es" });
  expect(await queryD1(`select language from lead_requests where lead_id = '${lead?.id}'`)).toEqual([{ language: "es" }]);
  expect(String(lead?.conversation_data)).toContain("¿Cuál es su apellido?");
});

test("a buyer still exploring hears each thing said once, and the summary says the choices in lower case", async ({ page }) => {
  await page.goto("/es/chatbot");
  await say(page, "Para empezar, ¿cómo se llama?", "Rosa");
  await say(page, "¿Cuál es su código postal?", "90012");
  await pick(page, "¿Busca un auto nuevo, seminuevo certificado o usado?", "Nuevo");
  await pick(page, "¿Cuándo piensa comprar?", "En 1 a 3 meses");
  await pick(page, "¿Cómo le ha ido en otras compras de auto?", "Ha sido un dolor de cabeza");
  await pick(page, "¿Ya sabe qué auto quiere?", "Todavía estoy viendo opciones");
  await ask(page, "¿Qué tipo de vehículo se adapta mejor a su día a día?");
  // The reply to "still exploring" and the next question, one after the other, no longer both open "No hay problema".
  const bot = log(page).locator("li.self-start");
  await expect(bot.nth(-2)).toHaveText("Con gusto le ayudo a decidir.");
  await expect(log(page)).not.toContainText("No hay problema");
  await page.getByRole("button", { name: "SUV", exact: true }).click();
  await pick(page, "¿Dónde maneja más?", "En las afueras");
  await pick(page, "¿Cuántas personas suelen viajar con usted?", "3 o 4");
  await pick(page, "¿Cuánto maneja en un día normal?", "Regular (20 a 50)");
  await pick(page, "¿Qué es lo más importante para usted?", "Seguridad");
  await page.getByRole("button", { name: /^Continuar/ }).click();
  await pick(page, "¿Cómo piensa pagar?", "Con financiamiento");
  await ask(page, "¿Qué pago mensual le resulta cómodo?");
  await page.getByRole("button", { name: "Continuar", exact: true }).click();
  await pick(page, "¿cómo está su puntaje de crédito?", "Bueno (700-739)");
  await pick(page, "intercambio", "No");
  await expect(log(page)).toContainText(
    /Muy bien, Rosa\. Esto es lo que anoté: auto nuevo, SUV, presupuesto de \$[\d,]+ al mes, con financiamiento y sin intercambio\./,
    { timeout: 15_000 },
  );
});

test("a buyer not ready to talk gets the reading list in Spanish, linking to the articles /es/blog lists", async ({ page }) => {
  await page.goto("/es/chatbot");
  await say(page, "Para empezar, ¿cómo se llama?", "Leo");
  await say(page, "¿Cuál es su código postal?", "94105");
  await toTheSummary(page, "Leo");
  await pick(page, "¿Quiere que un asesor le llame para hablar de esto?", es["chat.choice.readyToTalk.no"]);
  const list = log(page).getByRole("list", { name: es["chat.ui.readingList"] });
  await expect(list).toHaveCount(1, { timeout: 15_000 });
  await expect(list.getByRole("link", { name: new RegExp(es["articles.registration.title"]) })).toHaveAttribute(
    "href",
    "https://www.dmv.ca.gov/portal/vehicle-registration/",
  );
  await expect(list).not.toContainText("Registering Your Car in California");
  // The same titles and links as /es/blog's.
  await page.goto("/es/blog");
  await expect(page.getByRole("link", { name: new RegExp(es["articles.registration.title"]) })).toHaveAttribute(
    "href",
    "https://www.dmv.ca.gov/portal/vehicle-registration/",
  );
});

test("the switch and the chat intro keep the chat's parameters and the UTM tags", async ({ page }) => {
  await page.goto("/chatbot?vehicleType=new&utm_source=news");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Español" }).click();
  await expect(page).toHaveURL(/\/es\/chatbot\?vehicleType=new&utm_source=news$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Converse con el asistente de CarAdvisor");
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", /\/chatbot$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/es\/chatbot$/);
  // The English chat had nothing answered yet: it starts over in Spanish rather than resuming the English opening.
  await waitForHydration(page);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem("advisor_chat"))).toContain("¡Hola!");
  await expect(log(page)).not.toContainText("Hi! I'm");

  await page.goto("/es/landing/cartelligentai?utm_source=news");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Su asistente para comprar auto");
  await waitForHydration(page);
  await page.getByRole("link", { name: "Conversar" }).click();
  await expect(page).toHaveURL(/\/es\/chatbot\?utm_source=news$/);
  await expect(log(page)).toContainText("Para empezar, ¿cómo se llama?");
});

for (const [name, viewport] of [
  ["phone", { width: 390, height: 844 }],
  ["desktop", { width: 1280, height: 900 }],
] as const) {
  test(`axe finds no violation on /es/chatbot, its question and its Spanish error (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await page.goto("/es/chatbot");
    await waitForHydration(page);
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
    await say(page, "Para empezar, ¿cómo se llama?", "1234");
    await expect(page.getByRole("alert")).toHaveText("Escriba un nombre válido, con letras.");
    expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
  });
}
