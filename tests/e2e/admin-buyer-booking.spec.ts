import { expect, type Page, test } from "./fixtures";
import { formatPacific } from "#app/domain/admin/format";
import { asNewVisitor, buyerLead, buyerLink, signIn } from "./helpers";

// docs/decisions/051: the call a buyer books on their page is on the advisor's My day as the buyer's, and
// moves there when the buyer moves it. The buyer's side is plain forms; the advisor's day is read after each.

const letters = () => [...crypto.getRandomValues(new Uint8Array(6))].map((b) => String.fromCharCode(97 + (b % 26))).join("");

/** Books the nth offered half hour of the buyer's page and gives its time, as the form's value names it. */
async function book(buyer: Page, link: string, nth: number): Promise<string> {
  await buyer.goto(link);
  const slot = buyer.getByRole("region", { name: "Book your call" }).getByRole("radio", { disabled: false }).nth(nth);
  const at = (await slot.getAttribute("value")) ?? "";
  await slot.check();
  await buyer.getByRole("button", { name: /^(Book this call|Move my call)$/ }).click();
  await expect(buyer.getByRole("status")).toContainText("Your call is booked");
  return at;
}

test("a booking appears on My day as the buyer's, and moves when the buyer moves it", async ({ page, browser }) => {
  const lead = await buyerLead(`Booked${letters()}`);
  const buyerContext = await browser.newContext({ javaScriptEnabled: false });
  const buyer = await buyerContext.newPage();
  await asNewVisitor(buyer);
  const link = buyerLink(lead);

  const first = await book(buyer, link, 1);
  await signIn(page, undefined, "my-day");
  const booked = page.getByRole("region", { name: /^Calls booked by buyers, still ahead/ });
  const card = booked.getByRole("listitem").filter({ hasText: lead.name });
  await expect(card).toContainText(`Call ${formatPacific(first)} (booked by the buyer)`);

  const moved = await book(buyer, link, 3);
  expect(moved).not.toBe(first);
  await page.reload();
  await expect(card).toContainText(`Call ${formatPacific(moved)} (booked by the buyer)`);
  await expect(card).not.toContainText(formatPacific(first));

  // The lead's page says whose callback it is, and that the advisor's own takes its place.
  await card.getByRole("link", { name: lead.name }).click();
  await expect(page.getByRole("region", { name: /^Next callback: .+ \(booked by the buyer\)$/ })).toContainText(
    "The buyer booked this call on their page.",
  );
  await buyerContext.close();
});
