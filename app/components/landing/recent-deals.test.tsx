import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEAL_MESSAGES, type DealWithImage, type RecentDealsData } from "~/domain/deals";
import { RecentDeals } from "./recent-deals";

async function html(data: Promise<RecentDealsData>) {
  const stream = await renderToReadableStream(<RecentDeals data={data} />, { onError: () => {} });
  await stream.allReady;
  return new Response(stream).text();
}

const deal = (id: number): DealWithImage => ({
  id,
  year: 2025,
  make: "Toyota",
  model: "Camry",
  trim: `T${id}`,
  savingsOffMsrp: 3250,
  dateNegotiated: "2026-11-01",
  transmission: "Automatic",
  drivetrain: null,
  fuelType: "Hybrid",
  engine: "4-cyl 2.5L",
  bodyStyle: "Sedan",
  imageUrl: "/api/vehicle-image/placeholder/sedan.svg",
});

describe("Recent Deals section", () => {
  it("shows the error text in place of the section when the deals fail to load", async () => {
    const page = await html(Promise.reject(new Error("D1 unavailable")));
    expect(page).toContain(DEAL_MESSAGES.failed);
    expect(page).not.toContain("Recent Deals");
  });

  it("shows the 90-day stats and the first 6 of the deals with Load More", async () => {
    const page = await html(
      Promise.resolve({
        stats: { count: 41, total: 150_000, totalDisplay: "$150K" },
        deals: Array.from({ length: 10 }, (_, i) => deal(i + 1)),
      }),
    );
    expect(page).toContain("41 Deals, $150K Saved in the Last 90 Days");
    expect(page.match(/<article/g)).toHaveLength(6);
    expect(page).toContain("$3,250");
    expect(page).toContain("Load More");
  });
});
