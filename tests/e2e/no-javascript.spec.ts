import { expect, test } from "./fixtures";
import { asNewVisitor, fillLeadForm, queryD1, uniqueVisitor, waitForHumanPace, NEWSLETTER_SUCCESS } from "./helpers";

test.use({ javaScriptEnabled: false });

test.beforeEach(({ page }) => asNewVisitor(page));

test("the bottom form works without JavaScript: errors, then thank-you and a stored lead", async ({ page }) => {
  await page.goto("/");
  const form = page.locator("#get-started");
  await form.getByLabel("First name").fill("D");
  await form.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(form.getByText("First name must be at least 2 characters")).toBeVisible();
  await expect(form.getByText("Phone number is required")).toBeVisible();
  await expect(form.getByLabel("First name")).toHaveValue("D");

  const visitor = uniqueVisitor();
  await fillLeadForm(page, "#get-started", visitor, { jsEnabled: false });
  await waitForHumanPace(page);
  await form.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(page.locator("#get-started").getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(await queryD1(`select lead_source_detail, model from leads where email = '${visitor.email}'`)).toEqual([
    { lead_source_detail: "bottom_cta_form", model: "RAV4" },
  ]);
});

test("the modal opens as a page without JavaScript and its form submits", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("link", { name: "Get Started - Free Consultation" }).click();
  const dialog = page.locator("dialog#lead-modal");
  await expect(dialog).toBeVisible();
  const visitor = uniqueVisitor();
  await fillLeadForm(page, "dialog#lead-modal", visitor, { jsEnabled: false });
  await waitForHumanPace(page);
  await dialog.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(page.locator("dialog#lead-modal").getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(await queryD1(`select lead_source from leads where email = '${visitor.email}'`)).toEqual([{ lead_source: "landing_page_navbar" }]);
  await page.locator("dialog#lead-modal").getByRole("button", { name: "Close" }).click();
  await expect(page.locator("dialog#lead-modal")).toBeHidden();
});

test("the newsletter works without JavaScript", async ({ page }) => {
  await page.goto("/");
  const { email } = uniqueVisitor();
  await page.getByLabel("Get car-buying tips in your inbox").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(NEWSLETTER_SUCCESS)).toBeVisible();
  expect(await queryD1(`select count(*) as n from leads where email = '${email}'`)).toEqual([{ n: 1 }]);
});

test("the hero search is a plain GET form reaching the same /chatbot URL", async ({ page }) => {
  await page.goto("/");
  const form = page.getByRole("form", { name: "Find your car" });
  await form.getByLabel("Vehicle type").selectOption("used");
  await form.getByLabel("Make").selectOption("Toyota");
  await form.getByLabel("ZIP code").fill("94105");
  await form.getByRole("button", { name: "Get Started" }).click();
  await page.waitForURL(/\/chatbot\?/);
  expect(new URL(page.url()).search).toBe("?vehicleType=used&make=Toyota&knowsVehicle=yes&zipCode=94105");
});

// Every early tap lands, before the scripts run or without them.
test.describe("early taps", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the menu button opens the drawer and its close button closes it", async ({ page }) => {
    await page.goto("/");
    const drawer = page.locator("#mobile-nav");
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Pricing" })).toBeVisible();
    expect(new URL(page.url()).hash).toBe("");
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
  });

  test("the header has a call button", async ({ page }) => {
    await page.goto("/");
    const call = page.getByRole("banner").getByRole("link", { name: /^Call us at \(\d{3}\) \d{3}-\d{4}$/ });
    await expect(call).toBeVisible();
    await expect(call).toHaveAttribute("href", /^tel:\+1\d{10}$/);
  });

  test("a consultation link mid-page opens the modal over its section, and closing it leaves the visitor there", async ({ page }) => {
    await page.goto("/");
    const section = page.locator("#how-it-works");
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("link", { name: "Get Your Free Consultation" }).click();
    const dialog = page.locator("dialog#lead-modal");
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\?lead=how_it_works#how-it-works$/);
    await dialog.getByRole("button", { name: "Close" }).click();
    await expect(dialog).toBeHidden();
    await expect(section.getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("a lead form posted with errors comes back with the form in view", async ({ page }) => {
    await page.goto("/");
    const form = page.locator("#get-started");
    await form.getByLabel("First name").fill("D");
    await form.getByRole("button", { name: "Get My Free Consultation" }).click();
    await expect(form.getByText("First name must be at least 2 characters")).toBeInViewport();
  });

  test("the newsletter comes back with its message in view", async ({ page }) => {
    await page.goto("/");
    const { email } = uniqueVisitor();
    await page.getByLabel("Get car-buying tips in your inbox").fill(email);
    await page.getByRole("button", { name: "Subscribe" }).click();
    await expect(page.getByText(NEWSLETTER_SUCCESS)).toBeInViewport();
  });
});
