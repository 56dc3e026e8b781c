import { renderToReadableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withMessages } from "#app/i18n/test-i18n";
import { TrustBadges } from "./trust-badges";

async function html(element: React.ReactElement) {
  const stream = await renderToReadableStream(withMessages(element));
  await stream.allReady;
  return new Response(stream).text();
}

describe("trust badges", () => {
  it("show partners only, with no rating and no Media tab, as configured by default", async () => {
    const page = await html(<TrustBadges />);
    expect(page).toContain("California New Car Dealers");
    expect(page).toContain("Dealer network partner");
    for (const claim of ["Better Business Bureau", "A+", "Google Reviews", "4.9", "Trustpilot", "Excellent"])
      expect(page).not.toContain(claim);
    expect(page).not.toContain('role="tablist"');
    expect(page).not.toContain("Los Angeles Times");
  });

  it("show a configured rating as a link to its public profile", async () => {
    const page = await html(
      <TrustBadges ratings={[{ site: "Google Reviews", rating: "4.9 average rating", profileUrl: "https://g.page/r/caradvisor" }]} />,
    );
    const link = /<a href="https:\/\/g\.page\/r\/caradvisor" target="_blank" rel="noopener noreferrer"[^>]*>/.source;
    const spans = /<span[^>]*>Google Reviews<\/span><span[^>]*>4\.9 average rating<\/span>/.source;
    expect(page).toMatch(new RegExp(link + spans));
  });

  it("add the Media tab for outlets with an article link, and only those", async () => {
    const page = await html(
      <TrustBadges media={[{ outlet: "KTLA 5", articleUrl: "https://ktla.com/news/consumer/car-advisors" }, { outlet: "Motor Trend" }]} />,
    );
    expect(page.match(/role="tab"/g)).toHaveLength(2);
    expect(page).toContain('aria-controls="trust-panel-media"');
    expect(page).toContain('href="https://ktla.com/news/consumer/car-advisors"');
    expect(page).not.toContain("Motor Trend");
  });
});

describe("trust badges in Spanish", () => {
  it("name the partner's role and the section in Spanish", async () => {
    const stream = await renderToReadableStream(withMessages(<TrustBadges />, "es"));
    await stream.allReady;
    const page = await new Response(stream).text();
    expect(page).toContain("Los californianos confían en nosotros");
    expect(page).toContain("Socio de la red de concesionarios");
  });
});
