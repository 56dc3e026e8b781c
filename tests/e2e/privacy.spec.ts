import { expect, test } from "./fixtures";
import { CONSENT_TEXT, CONSENT_TEXT_VERSION, PRIVACY_EFFECTIVE_DATE } from "#app/domain/consent";

test("/privacy names each outside service with what it receives, the retention, the opt-in and the browser's storage", async ({ page }) => {
  await page.goto("/privacy");
  const services = page.locator("section#services");
  for (const [service, receives] of [
    ["spam database", "an MD5 hash) of the email address you give in a lead form, never the address itself"],
    ["phone validation service", "phone number"],
    ["Workers AI", "the answer it replies to"],
    ["Cloudflare Email Service", "your email address and the email itself"],
    ["newsletter email service", "confirmed subscribers"],
  ] as const) {
    await expect(services.getByRole("listitem").filter({ hasText: service })).toContainText(receives);
  }
  // LEAD_RETENTION_MONTHS of wrangler.toml.
  await expect(page.locator("section#retention")).toContainText("24 months after your last activity");
  // The consent it quotes is the one wording the forms and the chat show; the id a lead stores is the advisors' alone.
  const collect = page.locator("section#information-we-collect");
  await expect(collect).toContainText(`The current wording reads: “${CONSENT_TEXT.phone}”`);
  await expect(collect).not.toContainText(CONSENT_TEXT_VERSION);
  await expect(page.locator(`time[datetime="${PRIVACY_EFFECTIVE_DATE}"]`)).toHaveText("November 29, 2026");
  await expect(page.locator("section#how-we-use-it")).toContainText("works for 7 days");
  await expect(page.locator("section#your-browser")).toContainText("for up to 7 days");
  // VITALS_SAMPLE_RATE of wrangler.toml: every view measures its speed; DNT and GPC turn it off.
  const speed = page.locator("section#site-speed");
  await expect(speed).toContainText("on every page you visit");
  await expect(speed).toContainText("never its address or anything you typed");
  await expect(speed).toContainText("Do Not Track or Global Privacy Control signal, it measures nothing and sends nothing");
  await page.locator("section#how-we-use-it").getByRole("link", { name: "unsubscribe page" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from our newsletter");
});
