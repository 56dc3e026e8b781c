import { expect, test } from "./fixtures";
import { PRIVACY_EFFECTIVE_DATE } from "#app/domain/consent";

const CONTENT_PAGES = [
  { path: "/about", heading: /^About / },
  { path: "/terms", heading: "Terms of Service" },
  { path: "/privacy", heading: "Privacy Notice" },
  { path: "/blog", heading: "Car-Buying Guides" },
] as const;

for (const { path, heading } of CONTENT_PAGES) {
  test(`${path} answers 200 with one h1 and its own canonical URL`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
    await expect(page.locator("link[rel=canonical]")).toHaveAttribute("href", new RegExp(`${path}$`));
  });
}

test("/about offers a consultation and the advisor phone", async ({ page }) => {
  await page.goto("/about");
  const callToAction = page.getByRole("region", { name: "Talk to an advisor" });
  await expect(callToAction.getByRole("button", { name: "Get Your Free Consultation" })).toBeVisible();
  await expect(callToAction.locator('a[href^="tel:+1"]')).toBeVisible();
  await callToAction.getByRole("button", { name: "Get Your Free Consultation" }).click();
  await expect(page.getByRole("dialog", { name: "Get Started – Free Consultation" })).toBeVisible();
});

test("/privacy states the retention period and the CCPA rights, each linkable", async ({ page }) => {
  await page.goto("/privacy#retention");
  const retention = page.locator("section#retention");
  await expect(retention.getByRole("heading", { level: 2 })).toBeVisible();
  await expect(retention).toContainText("24 months");
  const rights = page.locator("section#your-rights");
  await expect(rights.getByRole("heading", { level: 2 })).toBeVisible();
  for (const right of ["Know and access", "Delete", "Correct", "Opt out", "Non-discrimination"]) {
    await expect(rights.getByRole("listitem").filter({ hasText: right })).toBeVisible();
  }
  await expect(page.locator("section#requests a[href^='tel:+1']")).toBeVisible();
  const effective = new Date(`${PRIVACY_EFFECTIVE_DATE}T12:00:00Z`).toLocaleDateString("en-US", {
    dateStyle: "long",
    timeZone: "UTC",
  });
  await expect(page.locator(`time[datetime="${PRIVACY_EFFECTIVE_DATE}"]`)).toHaveText(effective);
});

test("/blog lists six articles that open outside the site", async ({ page }) => {
  await page.goto("/blog");
  const articles = page.getByRole("list", { name: "Reading list" }).getByRole("listitem");
  await expect(articles).toHaveCount(6);
  for (const link of await articles.getByRole("link").all()) {
    await expect(link).toHaveAttribute("href", /^https:\/\//);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", "noopener noreferrer");
  }
  await expect(articles.locator("svg[width][height]")).toHaveCount(6);
});

test("robots.txt points crawlers at the sitemap and away from the API and the advisors' area but its sign-in", async ({ page }) => {
  const response = await page.request.get("/robots.txt");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("text/plain");
  const body = await response.text();
  expect(body).toContain("Disallow: /api/");
  expect(body).toContain("Disallow: /admin\n");
  // The sign-in page may be indexed; everything else under /admin stays out.
  expect(body.indexOf("Allow: /admin/login\n")).toBeGreaterThan(-1);
  expect(body).toMatch(/^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m);
});

test("sitemap.xml lists the seven public pages and the Spanish twins as absolute URLs, twins naming each other", async ({ page }) => {
  const response = await page.request.get("/sitemap.xml");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toContain("application/xml");
  const body = await response.text();
  const locs = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1] ?? "").pathname);
  const twins = ["/es", "/es/about", "/es/blog", "/es/landing/V2", "/es/landing/cartelligentai", "/es/privacy", "/es/terms"];
  expect(locs.sort()).toEqual(["/", "/about", "/blog", "/landing/V2", "/landing/cartelligentai", "/privacy", "/terms", ...twins].sort());
  // Each language's entry names both, x-default on the English one.
  const home = body.split("\n").find((line) => /<loc>[^<]+\/<\/loc>/.test(line)) ?? "";
  expect(home).toMatch(/hreflang="es" href="https?:\/\/[^"]+\/es"/);
  expect(home).toMatch(/hreflang="x-default" href="https?:\/\/[^"]+\/"/);
});

test("pages run under the strict CSP: every script carries the nonce, nothing is refused", async ({ page }) => {
  const violations: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __csp: string[] }).__csp = [
        ...((window as unknown as { __csp?: string[] }).__csp ?? []),
        `${e.violatedDirective} ${e.blockedURI}`,
      ];
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });
  for (const path of ["/", "/landing/V2", "/chatbot", "/admin/login"]) {
    const response = await page.goto(path);
    const csp = response?.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce, path).toBeTruthy();
    await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
    // Browsers hide nonce attributes from the DOM once parsed; the property still holds it.
    const scripts = await page
      .locator("script:not([type='application/ld+json'])")
      .evaluateAll((els) => els.map((el) => (el as HTMLScriptElement).nonce));
    expect(scripts.length, path).toBeGreaterThan(0);
    expect(
      scripts.every((n) => n === nonce),
      path,
    ).toBe(true);
    violations.push(...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])));
  }
  expect(violations).toEqual([]);
});

test("pages say how they may be cached: English pages vary by Accept-Language and Cookie, none is kept by a shared cache", async ({
  request,
}) => {
  const headersOf = async (path: string) => {
    const response = await request.get(path, { headers: { "Accept-Language": "es-MX,es;q=0.9" }, maxRedirects: 0 });
    return { cacheControl: response.headers()["cache-control"], vary: response.headers().vary ?? "" };
  };
  for (const path of ["/", "/landing/V2", "/chatbot", "/about"]) {
    const { cacheControl, vary } = await headersOf(path);
    expect(cacheControl, path).toBe("private, no-cache");
    expect(vary, path).toMatch(/Accept-Language/);
    expect(vary, path).toMatch(/Cookie/);
  }
  for (const path of ["/es", "/es/about"]) {
    const { cacheControl, vary } = await headersOf(path);
    expect(cacheControl, path).toBe("private, no-cache");
    expect(vary, path).not.toMatch(/Accept-Language/);
  }
  expect((await headersOf("/admin/login")).cacheControl).toBe("no-store");
});
