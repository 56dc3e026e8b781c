import { expect, test } from "./fixtures";
import { NEW_WITH_ADD_ONS, quotePdf } from "#tests/workers/quotes/quote-pdfs";
import { log, pick, say } from "./chat-helpers";
import { asNewVisitor, axe, signIn } from "./helpers";

test.use({ reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

// A text PDF quote uploaded in the chat locally, with no network, shows its lines
// and flags to the advisor and its summary to the buyer.
test("a text PDF quote uploaded in the chat is read: the buyer gets the summary, the advisor the lines and flags", async ({ page }) => {
  await asNewVisitor(page);
  const name = `Quincy${[...crypto.getRandomValues(new Uint8Array(6))].map((b) => String.fromCharCode(97 + (b % 26))).join("")}`;
  await page.goto("/chatbot?vehicleType=new&knowsVehicle=yes&make=Toyota&model=RAV4&zipCode=94105");
  await say(page, "what's your first name?", name);
  await pick(page, "When are you hoping to buy?", "Right now");
  await pick(page, "past car-buying experiences", "It's been fine");
  await say(page, "Which model year?", "2026");
  await say(page, "Any particular trim?", "XLE");
  await pick(page, "quote from a dealer", "Yes, I have a quote");
  await expect(log(page).locator("li").last()).toContainText("Upload a photo or PDF", { timeout: 15_000 });
  await page
    .getByLabel("Choose a file")
    .setInputFiles({ name: "quote.pdf", mimeType: "application/pdf", buffer: Buffer.from(await quotePdf(NEW_WITH_ADD_ONS)) });

  // Within a few seconds, under the upload, while the chat goes on with its next question.
  const summary = log(page).locator("li", { hasText: "We read 8 lines from your quote." });
  await expect(summary).toContainText(
    "Your advisor will go over 3 items with you: a surface protection that may void the paint warranty, a nitrogen charge " +
      "the CARS Act limits, and a documentation fee $65 above California's cap. Worth questioning: $1,159.",
    { timeout: 10_000 },
  );
  await expect(summary.getByRole("link", { name: /California Vehicle Code §4456\.5\(a\)\(1\)/ })).toHaveAttribute(
    "href",
    /lawCode=VEH&sectionNum=4456\.5/,
  );
  await expect(summary).toContainText("This is information, not legal advice.");
  await expect(log(page).locator("li").last()).toContainText("How are you planning to pay?");

  await signIn(page);
  await page.getByLabel("Search name, email or phone").fill(name);
  await page.getByRole("button", { name: "Apply" }).click();
  // The list of every lead is on screen until the search's answer replaces it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${name}`));
  await expect(page.getByText("1 lead", { exact: true })).toBeVisible();
  const row = page.getByRole("table", { name: "Leads, latest activity first" }).getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Quote: 3 items to question")).toBeVisible();
  await row.getByRole("link", { name }).click();
  const panel = page.getByRole("region", { name: "Quote check" });
  await expect(panel).toContainText("The documentation fee is $150, $65 above California's cap of $85");
  await expect(panel).toContainText("Worth questioning: $1,159");
  await expect(panel.getByRole("rowheader", { name: "Nitrogen tire fill" })).toBeVisible();
  await expect(panel.getByLabel("Amount of Documentation fee")).toHaveValue("150.00");
  expect((await axe(page).include("#quote-check").analyze()).violations.map((v) => v.id)).toEqual([]);

  // The advisor corrects the fee; the page comes back with the cap's flag gone and the reading beside the line.
  await panel.getByLabel("Amount of Documentation fee").fill("85");
  await panel.getByRole("button", { name: "Save Documentation fee" }).click();
  await expect(panel).toContainText("Read as $150, Documentation fee");
  await expect(panel).not.toContainText("above California's cap");
  await expect(panel).toContainText("changed the amount of line 3 from $150 to $85");
});
