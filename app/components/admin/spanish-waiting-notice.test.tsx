import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { SpanishWaitingNotice } from "./spanish-waiting-notice";

const render = (waiting: Parameters<typeof SpanishWaitingNotice>[0]["waiting"]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <SpanishWaitingNotice waiting={waiting} />
    </MemoryRouter>,
  );

describe("the dashboard's notice of Spanish leads with no Spanish-speaking advisor", () => {
  it("says how many wait and why, names the longest waiting, and links to them all", () => {
    const html = render({
      count: 12,
      leads: [{ id: "a1", firstName: "Lucía", lastName: "Ramos", email: null, lastRequestedAt: "2026-11-20T17:00:00.000Z" }],
    });
    expect(html).toContain("Spanish leads with no Spanish-speaking advisor");
    expect(html).toContain("12 leads who asked in Spanish are waiting, and no enabled advisor speaks Spanish.");
    expect(html).toContain('href="/admin/leads/a1"');
    expect(html).toContain("Lucía Ramos");
    expect(html).toContain('href="/admin?status=new&amp;language=es&amp;sort=oldest"');
    expect(html).toContain("All 12 in the leads list");
  });

  it("is nothing while an advisor speaks Spanish or none waits", () => {
    expect(render(null)).toBe("");
  });
});
