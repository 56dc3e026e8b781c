import { expect, test } from "@playwright/test";
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
  expect(queryD1(`select lead_source_detail, model from leads where email = '${visitor.email}'`)).toEqual([
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
  expect(queryD1(`select lead_source from leads where email = '${visitor.email}'`)).toEqual([{ lead_source: "landing_page_navbar" }]);
  await page.locator("dialog#lead-modal").getByRole("link", { name: "Close" }).click();
  await expect(page.locator("dialog#lead-modal")).toBeHidden();
});

test("the newsletter works without JavaScript", async ({ page }) => {
  await page.goto("/");
  const { email } = uniqueVisitor();
  await page.getByLabel("Get car-buying tips in your inbox").fill(email);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText(NEWSLETTER_SUCCESS)).toBeVisible();
  expect(queryD1(`select count(*) as n from leads where email = '${email}'`)).toEqual([{ n: 1 }]);
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
