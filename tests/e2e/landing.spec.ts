import { expect, test, type Page } from "./fixtures";
import { asNewVisitor, fillLeadForm, queryD1, uniqueVisitor, waitForHumanPace } from "./helpers";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

async function open(page: Page, path = "/") {
  await asNewVisitor(page);
  await page.goto(path);
  await expect(page.locator("html[data-hydrated]")).toHaveCount(1);
}

for (const [name, viewport] of [
  ["phone", PHONE],
  ["desktop", DESKTOP],
] as const) {
  test(`every section is present with its texts (${name})`, async ({ page }) => {
    await page.setViewportSize(viewport);
    await open(page);
    const main = page.locator("main");
    for (const heading of [
      "How It Works",
      "Trusted by Californians",
      "What Our Customers Say",
      "Simple, Transparent Pricing",
      "100% Satisfaction Guarantee",
      "Frequently Asked Questions",
      "Ready to Save on Your Next Car?",
    ]) {
      await expect(main.getByRole("heading", { name: heading, level: 2 })).toBeVisible();
    }
    for (const stat of ["50K+", "$175M+", "$3,500", "25"]) await expect(main.getByText(stat, { exact: true })).toBeVisible();
    for (const step of ["Tell Us What You Want", "Trade-In Evaluation", "We Find It & Negotiate", "Drive Away Happy"]) {
      await expect(main.getByRole("heading", { name: step })).toBeVisible();
    }
    for (const brand of ["Audi", "BMW", "Toyota", "Mercedes Benz", "Volvo", "Volkswagen"]) {
      await expect(main.getByRole("listitem").filter({ hasText: new RegExp(`^${brand}$`) })).toHaveCount(1);
    }
    await expect(main.getByText("FREE", { exact: true })).toBeVisible();
    await expect(main.getByText("$595", { exact: true })).toBeVisible();
    await expect(main.getByText("$995", { exact: true })).toBeVisible();
    await expect(main.getByText("Most Popular")).toBeVisible();
    await expect(main.locator("#pricing li", { hasText: "Home or office delivery" })).toBeVisible();
    await expect(main.locator("#faq summary")).toHaveCount(10);
    const footer = page.locator("footer");
    await expect(footer.getByText("The smart way to buy a car.")).toBeVisible();
    for (const link of [
      "About Us",
      "Blog",
      "Terms",
      "Contact Us",
      "Get in Touch",
      "How It Works",
      "Pricing",
      "Why Trust Us",
      "Privacy Policy",
      "Back to top ↑",
    ]) {
      await expect(
        footer.getByRole(link === "Contact Us" || link === "Get in Touch" ? "button" : "link", { name: link, exact: true }),
      ).toBeVisible();
    }
    for (const item of ["Porsche", "Peugeot", "Hatchback", "Convertible"])
      await expect(footer.getByText(item, { exact: true })).toBeVisible();
    await expect(footer.getByText("© 2025")).toBeVisible();
    const wide = viewport.width >= 1024;
    await expect(page.getByRole("button", { name: "Get Started - Free Consultation" })).toBeVisible({ visible: wide });
    await expect(page.getByRole("button", { name: "Open menu" })).toBeVisible({ visible: !wide });
  });
}

/** Opens the page and its drawer from the menu button: the button and the drawer. */
async function openDrawer(page: Page) {
  await open(page);
  const menu = page.getByRole("button", { name: "Open menu" });
  const drawer = page.getByRole("dialog", { name: "Menu" });
  await menu.click();
  await expect(drawer).toBeVisible();
  return { menu, drawer };
}

/**
 * Clicks a section link from the top of the page and reads where its section came to rest once the smooth scroll
 * ended: its top, in pixels from the top of the window.
 */
async function landingOf(page: Page, click: () => Promise<void>, hash: string) {
  // Back to the top first, its own scroll ended, so the end awaited next is the link's.
  await page.evaluate(async () => {
    if (window.scrollY === 0) return;
    const ended = new Promise((resolve) => addEventListener("scrollend", resolve, { once: true }));
    window.scrollTo({ top: 0, behavior: "instant" });
    await ended;
  });
  const ended = page.evaluate(() => new Promise<void>((resolve) => addEventListener("scrollend", () => resolve(), { once: true })));
  await click();
  await ended;
  return page.locator(hash).evaluate((section) => Math.round(section.getBoundingClientRect().top));
}

// Each section keeps 7rem (scroll-mt-28) above it for the sticky header: a link lands the section there, not under
// the header or past its heading. (Sections that grew from an estimate during the scroll once made "Pricing" land
// 228 px past its heading: decision record 048.)
const LANDING_TOP = 112;

for (const path of ["/", "/landing/V2"]) {
  test(`the header's section links land on their sections (${path}, desktop)`, async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page, path);
    const nav = page.getByRole("navigation", { name: "Sections" });
    for (const [name, hash] of [
      ["How It Works", "#how-it-works"],
      ["Pricing", "#pricing"],
      ["Testimonials", "#testimonials"],
      ["FAQ", "#faq"],
    ] as const) {
      const top = await landingOf(page, () => nav.getByRole("link", { name, exact: true }).click(), hash);
      expect(top, `${name} on ${path}`).toBeGreaterThanOrEqual(LANDING_TOP - 2);
      expect(top, `${name} on ${path}`).toBeLessThanOrEqual(LANDING_TOP + 2);
    }
  });
}

test("the drawer's section links land on their sections (phone)", async ({ page }) => {
  await page.setViewportSize(PHONE);
  const { menu, drawer } = await openDrawer(page);
  for (const [name, hash] of [
    ["Pricing", "#pricing"],
    ["FAQ", "#faq"],
  ] as const) {
    if (!(await drawer.isVisible())) await menu.click();
    const top = await landingOf(page, () => drawer.getByRole("link", { name, exact: true }).click(), hash);
    expect(top, name).toBeGreaterThanOrEqual(LANDING_TOP - 2);
    expect(top, name).toBeLessThanOrEqual(LANDING_TOP + 2);
  }
});

test.describe("navigation drawer (phone)", () => {
  test.use({ viewport: PHONE });

  test("opens, and closes by backdrop, close button, anchor click and Escape", async ({ page }) => {
    const { menu, drawer } = await openDrawer(page);
    await page.mouse.click(20, 400);
    await expect(drawer).toBeHidden();
    await menu.click();
    await drawer.getByRole("button", { name: "Close menu" }).click();
    await expect(drawer).toBeHidden();
    await menu.click();
    await drawer.getByRole("link", { name: "Pricing" }).click();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/#pricing$/);
    await menu.click();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("a section chosen from the keyboard keeps the focus there: the next Tab goes on inside it", async ({ page }) => {
    await open(page, "/es");
    const menu = page.getByRole("button", { name: "Abrir menú" });
    await menu.focus();
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("dialog", { name: "Menú" });
    await expect(drawer).toBeVisible();
    await drawer.getByRole("link", { name: "Preguntas frecuentes" }).focus();
    await page.keyboard.press("Enter");
    await expect(drawer).toBeHidden();
    await expect(page.locator("#faq")).toBeFocused();
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.closest("section")?.id)).toBe("faq");
    // The menu button still gets it back when the drawer closes any other way.
    await menu.click();
    await page.keyboard.press("Escape");
    await expect(menu).toBeFocused();
  });

  test("closed by the browser itself (a second Escape), the drawer opens again from the menu button", async ({ page }) => {
    const { menu, drawer } = await openDrawer(page);
    // What Chrome does on an Escape the page may not refuse: the dialog closes with no cancel event.
    await drawer.evaluate((dialog: HTMLDialogElement) => dialog.close());
    await expect(drawer).toBeHidden();
    await expect(menu).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeFocused();
    await menu.click();
    await expect(drawer).toBeVisible();
  });

  test("Get Started closes the drawer and opens the lead modal", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("dialog", { name: "Menu" }).getByRole("button", { name: "Get Started" }).click();
    await expect(page.getByRole("dialog", { name: "Menu" })).toBeHidden();
    await expect(page.getByRole("dialog", { name: "Get Started – Free Consultation" })).toBeVisible();
  });
});

const SOURCES: [string, (page: Page) => Promise<void>][] = [
  ["navbar", (page) => page.getByRole("button", { name: "Get Started - Free Consultation" }).click()],
  ["how_it_works", (page) => page.getByRole("button", { name: "Get Your Free Consultation" }).click()],
  ["pricing_consultation", (page) => page.getByRole("button", { name: "Get started with Consultation" }).click()],
  ["pricing_full_service", (page) => page.getByRole("button", { name: "Get started with Full-Service" }).click()],
  ["pricing_white_glove", (page) => page.getByRole("button", { name: "Get started with White-Glove" }).click()],
  ["guarantee", (page) => page.getByRole("button", { name: "Start Risk-Free" }).click()],
  [
    "faq",
    async (page) => {
      await page.locator("#faq summary", { hasText: "How do I get started?" }).click();
      await page.locator("#faq").getByRole("button", { name: "Get Started" }).click();
    },
  ],
];

// Every opener is a link the modal's island handles with one listener (decision record 048): each opens the modal
// with its own source, which the form sends; one lead shows the source reaching D1.
test("every consultation button opens the modal with its source, and a lead from it reaches D1 as landing_page_<source>", async ({
  page,
}) => {
  await open(page);
  const dialog = page.getByRole("dialog", { name: "Get Started – Free Consultation" });
  let source = "";
  for (const [index, [opened, openModal]] of SOURCES.entries()) {
    source = opened;
    await openModal(page);
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('input[name="source"]')).toHaveValue(source);
    // The last one stays open for the lead.
    if (index === SOURCES.length - 1) break;
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
  }
  const visitor = uniqueVisitor();
  await fillLeadForm(page, "dialog#lead-modal", visitor);
  await waitForHumanPace(page);
  await dialog.getByRole("button", { name: "Get My Free Consultation" }).click();
  await expect(dialog.getByRole("heading", { name: "Thank You!" })).toBeVisible();
  expect(await queryD1(`select lead_source, lead_source_detail from leads where email = '${visitor.email}'`)).toEqual([
    { lead_source: `landing_page_${source}`, lead_source_detail: `${source}_modal_form` },
  ]);
});

test.describe("hero search", () => {
  const cases: [string, Record<string, string>, string][] = [
    ["nothing chosen", {}, "vehicleType=new&knowsVehicle=exploring"],
    ["type, make and model", { type: "cpo", make: "Toyota", model: "RAV4" }, "vehicleType=cpo&make=Toyota&model=RAV4&knowsVehicle=yes"],
    [
      "make, budget and zip",
      { make: "Honda", budget: "$30,000-$50,000", zip: "94105" },
      "vehicleType=new&make=Honda&knowsVehicle=yes&budget=30000-50000&zipCode=94105",
    ],
    ["a short zip", { type: "used", zip: "941" }, "vehicleType=used&knowsVehicle=exploring"],
  ];
  for (const [name, choice, query] of cases) {
    test(`builds the chatbot query for ${name}`, async ({ page }) => {
      await open(page);
      const form = page.getByRole("form", { name: "Find your car" });
      if (choice.type) await form.getByLabel("Vehicle type").selectOption(choice.type);
      if (choice.make) await form.getByLabel("Make").selectOption(choice.make);
      if (choice.model) {
        await expect(form.getByLabel("Model")).toBeEnabled();
        await form.getByLabel("Model").selectOption(choice.model);
      }
      if (choice.budget) await form.getByLabel("Budget").selectOption({ label: choice.budget });
      if (choice.zip) await form.getByLabel("ZIP code").fill(choice.zip);
      await form.getByRole("button", { name: "Get Started" }).click();
      await page.waitForURL(/\/chatbot\?/);
      expect(new URL(page.url()).search).toBe(`?${query}`);
    });
  }

  test("keeps the model disabled until a make is chosen, and the zip to 5 digits", async ({ page }) => {
    await open(page);
    const form = page.getByRole("form", { name: "Find your car" });
    await expect(form.getByLabel("Model")).toBeDisabled();
    await form.getByLabel("ZIP code").pressSequentially("9a41056");
    await expect(form.getByLabel("ZIP code")).toHaveValue("94105");
  });
});

test.describe("testimonials carousel", () => {
  const visibleCards = (page: Page) => page.locator('[data-testid="testimonial"][aria-hidden="false"]');

  test("shows 3 cards at 1280 px, without arrows or dots, as nothing scrolls", async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await open(page);
    await expect(visibleCards(page)).toHaveCount(3);
    await expect(page.getByRole("button", { name: /testimonial/ })).toHaveCount(0);
    await page.setViewportSize({ width: 1023, height: 900 });
    await expect(page.getByRole("button", { name: "Next testimonial" })).toBeVisible();
  });

  test.describe("before the scripts", () => {
    test.use({ javaScriptEnabled: false });
    test("the page's CSS already hides the controls at 1280 px", async ({ page }) => {
      await page.setViewportSize(DESKTOP);
      await page.goto("/");
      await expect(page.locator('[data-testid="testimonial"]')).toHaveCount(3);
      await expect(page.getByRole("button", { name: /testimonial/ })).toHaveCount(0);
    });

    // Arrows that could move nothing are not drawn; the cards scroll sideways instead, one at a time.
    test("on a phone every card can be reached by scrolling the row, with no inert arrows", async ({ page }) => {
      await page.setViewportSize(PHONE);
      await page.goto("/");
      await expect(page.getByRole("button", { name: /testimonial/ })).toHaveCount(0);
      const row = page.getByRole("region", { name: "Customer testimonials" });
      await row.scrollIntoViewIfNeeded();
      await row.evaluate((region) => region.scrollTo({ left: region.scrollWidth, behavior: "instant" }));
      const last = page.locator('[data-testid="testimonial"]', { hasText: "Priya S." });
      await expect(last).toBeInViewport({ ratio: 0.9 });
      await expect(page.locator('[data-testid="testimonial"][aria-hidden]')).toHaveCount(0);
    });
  });

  for (const [width, perView] of [
    [800, 2],
    [390, 1],
  ] as const) {
    test(`shows ${perView} cards at ${width} px and clamps at both ends`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await open(page);
      const previous = page.getByRole("button", { name: "Previous testimonial" });
      const next = page.getByRole("button", { name: "Next testimonial" });
      await expect(visibleCards(page)).toHaveCount(perView);
      await expect(page.getByRole("button", { name: /^Show testimonial/ })).toHaveCount(3 - perView + 1);
      await expect(previous).toBeDisabled();
      for (let i = 0; i < 3 - perView; i++) await next.click();
      await expect(next).toBeDisabled();
      await expect(visibleCards(page).last()).toContainText("Priya S.");
      for (let i = 0; i < 3 - perView; i++) await previous.click();
      await expect(previous).toBeDisabled();
      await expect(visibleCards(page).first()).toContainText("Jennifer M.");
    });
  }

  test("moves with the arrow keys", async ({ page }) => {
    await page.setViewportSize(PHONE);
    await open(page);
    await page.getByRole("region", { name: "Customer testimonials" }).focus();
    await page.keyboard.press("ArrowRight");
    await expect(visibleCards(page)).toContainText("Marcus T.");
    await page.keyboard.press("ArrowLeft");
    await expect(visibleCards(page)).toContainText("Jennifer M.");
  });
});

test("the FAQ keeps one answer open, with the 24-hour reading and the new-car specialty", async ({ page }) => {
  await open(page);
  const faq = page.locator("#faq");
  await faq.locator("summary", { hasText: "How quickly will I hear from you?" }).click();
  await expect(faq.getByText("within 24 hours")).toBeVisible();
  await faq.locator("summary", { hasText: "Do you help with used cars?" }).click();
  await expect(faq.getByText("New cars are our specialty")).toBeVisible();
  await expect(faq.getByText("within 24 hours")).toBeHidden();
  await expect(faq.locator("details[open]")).toHaveCount(1);
  // "More than" with no "+" after the figure.
  await faq.locator("summary", { hasText: "How much can I save?" }).click();
  await expect(faq.getByText("Our customers save $3,500 on average, and together more than $175M.", { exact: true })).toBeVisible();
});

test("the trust badges show no rating badge and no Media tab unless configured (app/content/trust.ts)", async ({ page }) => {
  await open(page);
  const badges = page.locator("#trust-badges");
  await expect(badges.getByText("California New Car Dealers")).toBeVisible();
  for (const claim of [/Better Business Bureau/, /A\+ rating/, /Google Reviews/, /Trustpilot/, /4\.9/]) {
    await expect(badges.getByText(claim)).toHaveCount(0);
  }
  await expect(page.getByRole("tablist", { name: "Trust badges" })).toHaveCount(0);
  await expect(badges.getByRole("link")).toHaveCount(0);
});

test.describe("chat intro page", () => {
  test("types its greeting and its Chat button goes to /chatbot", async ({ page }) => {
    await open(page, "/landing/cartelligentai");
    const typed = page.getByTestId("typed-greeting");
    // The first letters, caught as they come (50 ms each): the greeting is typed, not shown whole.
    const typedLength = async () => (await typed.textContent())?.length ?? 0;
    await expect.poll(typedLength, { intervals: [50] }).toBeGreaterThan(0);
    expect(await typedLength()).toBeLessThan(40);
    await expect(typed).toContainText("with an expert advisor negotiating for you.", { timeout: 15_000 });
    await page.getByRole("link", { name: "Chat", exact: true }).click();
    await expect(page).toHaveURL(/\/chatbot$/);
  });

  test("shows the whole greeting at once with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await open(page, "/landing/cartelligentai/V2");
    await expect(page.getByTestId("typed-greeting")).toContainText("with an expert advisor negotiating for you.", { timeout: 500 });
  });
});

test.describe("routes and canonical URLs", () => {
  for (const [path, canonical] of [
    ["/", "/"],
    ["/landing/v1", "/"],
    ["/landing/V2", "/landing/V2"],
    ["/landing/v2", "/"],
    ["/some/unknown/page", "/"],
    ["/landing/cartelligentai", "/landing/cartelligentai"],
  ] as const) {
    test(`${path} answers 200 with canonical ${canonical}`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const href = await page.locator('link[rel="canonical"]').getAttribute("href");
      expect(new URL(href ?? "").pathname).toBe(canonical);
      await expect(page.locator('meta[property="og:title"]')).toHaveCount(1);
    });
  }

  test("the landing page carries Organization and FAQPage JSON-LD", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = blocks.map((b) => JSON.parse(b)["@type"]);
    expect(types).toEqual(expect.arrayContaining(["AutomotiveBusiness", "FAQPage"]));
    expect(blocks.join()).toContain("+1-888-555-1234");
  });
});
