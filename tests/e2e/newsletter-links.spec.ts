import { expect, test } from "./fixtures";
import { asNewVisitor, emailLink, queryD1, subscriber, waitForHydration } from "./helpers";

const subscription = async (id: string) =>
  (
    await queryD1<{ newsletter_opted_in: number; newsletter_confirmed_at: string | null; newsletter_unsubscribed_at: string | null }>(
      `select newsletter_opted_in, newsletter_confirmed_at, newsletter_unsubscribed_at from leads where id = '${id}'`,
    )
  )[0];

test.beforeEach(({ page }) => asNewVisitor(page));

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the unsubscribe link's page unsubscribes", async ({ page }) => {
    const lead = await subscriber({ confirmed: true });
    await page.goto(emailLink("/unsubscribe", "newsletter-unsubscribe", lead, 365));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our newsletter");
    // Following the link changed nothing: only the button does.
    expect((await subscription(lead.id))?.newsletter_opted_in).toBe(1);
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    expect(await subscription(lead.id)).toMatchObject({
      newsletter_opted_in: 0,
      newsletter_confirmed_at: null,
      newsletter_unsubscribed_at: expect.stringMatching(/^\d{4}-/),
    });
  });

  test("an unsubscribe link past its date still unsubscribes", async ({ page }) => {
    const lead = await subscriber({ confirmed: true });
    await page.goto(emailLink("/unsubscribe", "newsletter-unsubscribe", lead, -1));
    await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
    expect((await subscription(lead.id))?.newsletter_opted_in).toBe(0);
  });

  test("a link whose lead is gone has nothing left to unsubscribe, and offers to unsubscribe an address", async ({ page }) => {
    const lead = await subscriber({ confirmed: true });
    const gone = emailLink("/unsubscribe", "newsletter-unsubscribe", lead, 365);
    const other = await subscriber({ confirmed: true });
    await queryD1(`delete from leads where id = '${lead.id}'`);
    const response = await page.goto(gone);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Nothing left to unsubscribe");
    await page.getByLabel("Email address").fill("not an address");
    await page.getByRole("button", { name: "Email me the link" }).click();
    await expect(page.getByRole("alert")).toHaveText("Please enter a valid email address");
    await page.getByLabel("Email address").fill(other.email);
    await page.getByRole("button", { name: "Email me the link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
    // Only the emailed link unsubscribes.
    expect((await subscription(other.id))?.newsletter_opted_in).toBe(1);
  });

  test("the page opened without a link emails an address its link, and unsubscribes nothing itself", async ({ page }) => {
    const lead = await subscriber({ confirmed: true });
    await page.goto("/unsubscribe");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our newsletter");
    await page.getByLabel("Email address").fill(lead.email);
    await page.getByRole("button", { name: "Email me the link" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Check your inbox");
    expect((await subscription(lead.id))?.newsletter_opted_in).toBe(1);
  });

  test("the confirmation link's page confirms the subscription", async ({ page }) => {
    const lead = await subscriber({ confirmed: false });
    await page.goto(emailLink("/newsletter/confirm", "newsletter-confirm", lead, 7));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Confirm your subscription");
    expect((await subscription(lead.id))?.newsletter_confirmed_at).toBeNull();
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are subscribed");
    expect((await subscription(lead.id))?.newsletter_confirmed_at).toMatch(/^\d{4}-/);
  });
});

test("the unsubscribe page works with JavaScript too", async ({ page }) => {
  const lead = await subscriber({ confirmed: true });
  await page.goto(emailLink("/unsubscribe", "newsletter-unsubscribe", lead, 365));
  await waitForHydration(page);
  await page.getByRole("button", { name: "Unsubscribe", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("You are unsubscribed");
  expect((await subscription(lead.id))?.newsletter_opted_in).toBe(0);
});

test("a mail client's one-click POST unsubscribes with no cookies and no page (RFC 8058)", async ({ playwright, baseURL }) => {
  const lead = await subscriber({ confirmed: true });
  const client = await playwright.request.newContext({ baseURL });
  const response = await client.post(emailLink("/unsubscribe", "newsletter-unsubscribe", lead, 365), {
    form: { "List-Unsubscribe": "One-Click" },
  });
  expect(response.status()).toBe(200);
  expect(await subscription(lead.id)).toMatchObject({ newsletter_opted_in: 0, newsletter_confirmed_at: null });
  await client.dispose();
});

test("a mail provider's one-click POST from its own origin unsubscribes, on both languages' links (RFC 8058)", async ({
  playwright,
  baseURL,
}) => {
  const client = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { Origin: "https://mail.example" } });
  for (const path of ["/unsubscribe", "/es/unsubscribe"]) {
    const lead = await subscriber({ confirmed: true });
    const response = await client.post(emailLink(path, "newsletter-unsubscribe", lead, 365), { form: { "List-Unsubscribe": "One-Click" } });
    expect(response.status(), path).toBe(200);
    expect(await subscription(lead.id), path).toMatchObject({ newsletter_opted_in: 0, newsletter_confirmed_at: null });
  }
  // Any other form posted from another origin is still refused, the unsubscribe page's own included.
  const lead = await subscriber({ confirmed: true });
  const other = await client.post(emailLink("/unsubscribe", "newsletter-unsubscribe", lead, 365), { form: { intent: "unsubscribe" } });
  expect(other.status()).toBe(403);
  expect((await subscription(lead.id))?.newsletter_opted_in).toBe(1);
  await client.dispose();
});

test("the subscribers CSV is behind the advisors' sign-in", async ({ page }) => {
  const response = await page.request.get("/admin/newsletter-subscribers.csv", { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe("/admin/login?next=%2Fadmin%2Fnewsletter-subscribers.csv");
});
