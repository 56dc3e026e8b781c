import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { DEAL_MESSAGES, type DealWithImage, type RecentDealsData } from "#app/domain/deals";
import { withMessages } from "#app/i18n/test-i18n";
import { RecentDeals } from "./recent-deals";

async function html(data: Promise<RecentDealsData>, locale: "en" | "es" = "en") {
  const stream = await renderToReadableStream(withMessages(<RecentDeals data={data} />, locale), { onError: () => {} });
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
    expect(page).toContain("Nov 1, 2026");
  });

  it("reads in Spanish on /es/landing/V2: the labels, the specs and the figures as a Spanish reader says them", async () => {
    const page = await html(Promise.resolve({ stats: { count: 41, total: 150_000, totalDisplay: "$150K" }, deals: [deal(1)] }), "es");
    expect(page).toContain("41 ofertas y $150 mil ahorrados en los últimos 90 días");
    expect(page).toContain("por debajo del MSRP");
    expect(page).toContain("1 nov. 2026");
    expect(page).toContain("<dt");
    for (const words of ["Transmisión", "Automática", "Híbrido", "4 cilindros, 2.5 L", "Sedán", "Toyota Camry 2025"])
      expect(page).toContain(words);
    // What a reader sees: the island's props carry the deals as stored, for the cards Load More adds in the browser.
    const shown = page.replace(/ data-props="[^"]*"/g, "");
    for (const english of ["Automatic", "Hybrid", "Sedan", "4-cyl", "$150K", "2025 Toyota Camry", "Load More"])
      expect(shown).not.toContain(english);
  });
});
