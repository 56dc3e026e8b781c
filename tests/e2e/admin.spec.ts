import { readFileSync } from "node:fs";
import { expect, test, type Page } from "./fixtures";
import { SIGN_IN_DESCRIPTION } from "#app/domain/admin/format";
import { LOCAL_ADVISOR } from "#scripts/seed/advisor.ts";
import { asNewVisitor, axe, fillLeadForm, signIn, uniqueVisitor, waitForHumanPace, waitForHydration } from "./helpers";

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

// A real 1x1 PNG, so the browser can draw the quote.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

async function submitBottomForm(page: Page) {
  const visitor = uniqueVisitor();
  await page.goto("/");
  await waitForHydration(page);
  await fillLeadForm(page, "#get-started", visitor);
  await waitForHumanPace(page);
  await page.locator("#get-started").getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(page.locator("#get-started").getByRole("heading", { name: "Thank You!" })).toBeVisible();
  return visitor;
}

async function chatWithQuote(page: Page, name: string) {
  await page.goto("/chatbot?vehicleType=new&knowsVehicle=yes&make=Toyota&model=Camry&zipCode=94105");
  const answer = async (text: string) => {
    await page.getByLabel("Your answer").fill(text);
    await page.getByRole("button", { name: "Send" }).click();
  };
  const pick = async (question: string, label: string) => {
    await expect(page.getByRole("log").locator("li").last()).toContainText(question, { timeout: 15_000 });
    await page.getByRole("button", { name: label, exact: true }).click();
  };
  await answer(name);
  await pick("When are you hoping to buy?", "Right now");
  await pick("past car-buying experiences", "It's been fine");
  await expect(page.getByRole("log").locator("li").last()).toContainText("Which model year?", { timeout: 15_000 });
  await answer("2026");
  await expect(page.getByRole("log").locator("li").last()).toContainText("Any particular trim?", { timeout: 15_000 });
  await answer("SE");
  await pick("quote from a dealer", "Yes, I have a quote");
  await expect(page.getByRole("log").locator("li").last()).toContainText("Upload a photo or PDF", { timeout: 15_000 });
  await page.getByLabel("Choose a file").setInputFiles({ name: "quote.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("log").locator("li").last()).toContainText("How are you planning to pay?", { timeout: 15_000 });
}

test("an advisor works the day's leads from the admin route alone", async ({ page }) => {
  await asNewVisitor(page);
  const visitor = await submitBottomForm(page);
  // Earlier runs may have left Quinns in the local D1: ours has a name of its own.
  const chatName = `Quinn${[...crypto.getRandomValues(new Uint8Array(6))].map((b) => String.fromCharCode(97 + (b % 26))).join("")}`;
  await chatWithQuote(page, chatName);

  await signIn(page);
  await page.getByLabel("Search name, email or phone").fill(visitor.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  await page.getByRole("table", { name: "Leads, latest activity first" }).getByRole("link", { name: "Dana O'Neil-Smith" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(visitor.email).first()).toBeVisible();
  // Codes read as labels: the way in and the form it came from.
  await expect(page.getByRole("region", { name: "Source and tracking" }).getByText("Bottom form").first()).toBeVisible();
  await expect(page.getByRole("region", { name: "Source and tracking" })).not.toContainText("bottom_cta_form");
  await page.getByLabel(/^Status of/).selectOption("contacted");
  await page.getByRole("button", { name: /^Save status/ }).click();
  await expect(page.getByRole("heading", { name: "Status: Contacted" })).toBeVisible();

  await page.getByRole("link", { name: "← All leads" }).click();
  await page.getByLabel("Search name, email or phone").fill(chatName);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]q=${chatName}`));
  await page.getByRole("table", { name: "Leads, latest activity first" }).getByRole("link", { name: chatName }).first().click();
  // The transcript is folded: it opens on a click.
  await page.getByText(/^Chat transcript \(\d+ messages\)$/).click();
  const transcript = page.locator("details").filter({ has: page.getByText(/^Chat transcript/) });
  await expect(transcript).toContainText("First, what's your first name?");
  await expect(transcript).toContainText(chatName);
  const quote = page.getByRole("img", { name: "The dealer quote the visitor uploaded" });
  await expect(quote).toBeVisible();
  // Visible before it has loaded: wait for the image itself (a 1×1 PNG).
  await expect.poll(() => quote.evaluate((img: HTMLImageElement) => (img.complete ? img.naturalWidth : 0))).toBe(1);
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("link", { name: "← All leads" }).click();
  await page.getByLabel("Status", { exact: true }).selectOption("contacted");
  await page.getByLabel("Search name, email or phone").fill(visitor.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  const csv = readFileSync((await download.path()) ?? "", "utf8");
  // UTF-8's byte-order mark first, for a spreadsheet opened by a double click (docs/decisions/045).
  expect(csv.split("\r\n")[0]).toMatch(/^\uFEFFLead id,Received date,Received time,/);
  expect(csv).toContain(visitor.email);
  expect(csv.trim().split("\r\n")).toHaveLength(2);
  const [technical] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Technical CSV" }).click()]);
  expect(readFileSync((await technical.path()) ?? "", "utf8").split("\r\n")[0]).toMatch(/^\uFEFFid,created_at,/);

  await page.getByRole("link", { name: "Dashboard" }).click();
  await expect(page.getByRole("heading", { name: "Leads per day by source" })).toBeVisible();
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  await page.getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.goto("/admin/dashboard");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin%2Fdashboard$/);
  expect((await page.request.get("/admin/api/leads")).status()).toBe(401);
});

test("a wrong password is refused with a message, the email kept", async ({ page, consoleErrors }) => {
  // The sign-in action answers a wrong password with 401 and the form again.
  consoleErrors.allow(/status of 401 \(Unauthorized\) \(http:\/\/[^/]+\/admin\/login(\.data)?:/);
  await asNewVisitor(page);
  await page.goto("/admin/login");
  await page.getByLabel("Email").fill(LOCAL_ADVISOR.email);
  await page.getByLabel("Password").fill("guess-guess-guess");
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page.getByRole("alert")).toHaveText("That email and password do not match an advisor.");
  await expect(page.getByLabel("Email")).toHaveValue(LOCAL_ADVISOR.email);
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);
});

test("past five wrong passwords the sign-in page answers 429 with Retry-After, without JavaScript too", async ({ playwright, baseURL }) => {
  const bytes = crypto.getRandomValues(new Uint8Array(2));
  const client = await playwright.request.newContext({
    baseURL,
    extraHTTPHeaders: { "cf-connecting-ip": `198.18.${bytes[0]}.${((bytes[1] ?? 0) % 250) + 1}` },
  });
  const email = `nobody.${crypto.randomUUID().slice(0, 8)}@caradvisor.example`;
  const answers: { status: number; retryAfter: string | undefined }[] = [];
  for (let i = 0; i < 6; i += 1) {
    const response = await client.post("/admin/login", { form: { email, password: `guess-${i}-guess`, next: "/admin" }, maxRedirects: 0 });
    answers.push({ status: response.status(), retryAfter: response.headers()["retry-after"] });
  }
  expect(answers.slice(0, 5).map((a) => a.status)).toEqual([401, 401, 401, 401, 401]);
  expect(answers[5]?.status).toBe(429);
  expect(Number(answers[5]?.retryAfter)).toBeGreaterThan(0);
  expect(Number(answers[5]?.retryAfter)).toBeLessThanOrEqual(15 * 60);
  await client.dispose();
});

test("the sign-in page may be indexed and says what it is; the desk behind it may not", async ({ page }) => {
  // A noindex page fails Lighthouse's SEO audit; the sign-in page shows nothing but its form.
  await asNewVisitor(page);
  await page.goto("/admin/login");
  await expect(page).toHaveTitle("Advisor sign-in | CarAdvisor");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", SIGN_IN_DESCRIPTION);
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
  await signIn(page);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});

test("an advisor adds, edits and deletes a deal, and runs the image cache", async ({ page }) => {
  await asNewVisitor(page);
  await signIn(page);
  await page.getByRole("navigation", { name: "Advisor sections" }).getByRole("link", { name: "Deals" }).click();
  await expect(page.getByRole("heading", { name: "Deals", level: 1 })).toBeVisible();
  const model = `E2E${crypto.randomUUID().slice(0, 4)}`;
  await page.getByLabel("Year").fill("2026");
  await page.getByLabel("Make").fill("Mazda");
  await page.getByLabel("Model").fill(model);
  await page.getByLabel("Savings off MSRP ($)").fill("2750");
  await page.getByLabel("Date negotiated").fill(new Date().toISOString().slice(0, 10));
  await page.getByRole("button", { name: "Add deal" }).click();
  const row = page.getByRole("row").filter({ hasText: model });
  await expect(row).toContainText("$2,750");
  await row.getByRole("link", { name: /^Edit/ }).click();
  // The add form has the same labels: wait for the edit form before typing into it.
  await expect(page.getByRole("heading", { name: `Edit the 2026 Mazda ${model} deal` })).toBeVisible();
  await page.getByLabel("Savings off MSRP ($)").fill("3100");
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(page.getByRole("row").filter({ hasText: model })).toContainText("$3,100");

  await page.getByRole("button", { name: "Cache missing images" }).click();
  const status = page.locator("#image-cache-status");
  await expect(status).toContainText("nothing was cached", { timeout: 60_000 });
  expect((await axe(page).analyze()).violations.map((v) => v.id)).toEqual([]);

  const again = page.getByRole("row").filter({ hasText: model });
  await again.locator("summary", { hasText: "Delete" }).click();
  await again.getByRole("button", { name: "Yes, delete" }).click();
  await expect(page.getByRole("row").filter({ hasText: model })).toHaveCount(0);
});

test("an advisor deletes a lead on the visitor's request", async ({ page }) => {
  await asNewVisitor(page);
  const visitor = await submitBottomForm(page);
  await signIn(page);
  await page.getByLabel("Search name, email or phone").fill(visitor.email);
  await page.getByRole("button", { name: "Apply" }).click();
  // Wait for the filtered list, or the click could land on the unfiltered one still on screen.
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  await page.getByRole("table", { name: "Leads, latest activity first" }).getByRole("link", { name: "Dana O'Neil-Smith" }).click();
  await page.getByRole("button", { name: "Delete lead" }).click();
  // The box must be ticked first: the browser refuses the form without it.
  await expect(page.getByRole("heading", { name: "Delete on the visitor's request" })).toBeVisible();
  await page.getByLabel(/The visitor asked us to delete their data/).check();
  await page.getByRole("button", { name: "Delete lead" }).click();
  await expect(page.getByRole("status").filter({ hasText: "The lead was deleted, with its dealer quote if it had one." })).toBeVisible();
  await page.getByLabel("Search name, email or phone").fill(visitor.email);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page.getByText("No lead matches these filters.")).toBeVisible();
});
