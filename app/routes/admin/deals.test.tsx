import { renderToReadableStream } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { DEAL_FORM_MESSAGES } from "#app/domain/admin/deal-form";
import AdminDeals from "./deals";
import type { adminDealsData } from "./deals.server";

type PageData = Awaited<ReturnType<typeof adminDealsData>>;

const deal = {
  id: 7,
  year: 2025,
  make: "Toyota",
  model: "RAV4",
  trim: "XLE",
  vin: "2T3P1RFVXSC135893",
  transmission: "Automatic",
  drivetrain: "AWD/All-Wheel Drive",
  fuelType: "Gasoline",
  bodyStyle: null,
  engine: "4-cyl 2.5L",
  savingsOffMsrp: 3500,
  dateNegotiated: "2026-03-01",
  updatedAt: "2026-03-01T10:00:00.000Z",
  hasImage: true,
};

const data = (overrides: Partial<PageData> = {}): PageData => ({
  deals: [deal, { ...deal, id: 8, model: "Camry", trim: null, vin: null, hasImage: false }],
  total: 2,
  page: 1,
  pageSize: 50,
  editing: null,
  notice: null,
  imageCache: {
    images: [
      {
        id: 1,
        year: 2025,
        make: "toyota",
        model: "rav4",
        trim: "xle",
        imageUrl: "https://cdn.example.net/rav4.jpg",
        createdAt: "2026-03-01T14:05:09.000Z",
      },
    ],
    count: 1,
    lackingCount: 12,
  },
  ...overrides,
});

async function html(loaderData: PageData, actionData?: unknown) {
  const Stub = createRoutesStub([{ id: "deals", path: "/admin/deals", Component: AdminDeals, loader: () => loaderData }]);
  const hydrationData = { loaderData: { deals: loaderData }, ...(actionData ? { actionData: { deals: actionData } } : {}) };
  const stream = await renderToReadableStream(<Stub initialEntries={["/admin/deals"]} hydrationData={hydrationData} />, {
    onError: () => {},
  });
  await stream.allReady;
  // React separates adjacent text with <!-- -->; gone, the page reads as a browser shows it.
  return (await new Response(stream).text()).replaceAll("<!-- -->", "");
}

describe("admin deals page", () => {
  it("lists the deals in a table with headers, formatted savings, image status and a confirmed delete", async () => {
    const page = await html(data());
    expect(page).toContain("<h1");
    expect(page).toContain(">Deals</h1>");
    expect(page.match(/<th scope="col"/g)?.length).toBeGreaterThanOrEqual(7);
    expect(page).toContain('<th scope="row"');
    expect(page).toContain("2025 Toyota RAV4 XLE");
    expect(page).toContain("$3,500");
    expect(page).toContain("Automatic · AWD/All-Wheel Drive · Gasoline · 4-cyl 2.5L");
    expect(page).toContain('href="/admin/deals?edit=7"');
    expect(page).toMatch(/<details[\s\S]*<summary[\s\S]*Delete[\s\S]*Yes, delete/);
    expect(page).toContain('name="intent" value="delete"');
  });

  it("shows the image cache count, the newest images, the SPEC §9 estimate and a live status", async () => {
    const page = await html(data());
    expect(page).toContain("1</strong> image is cached.");
    expect(page).toContain("12</strong> deals lack an image:");
    expect(page).toContain("≈ 12 × 0.1 MB = 1.2 MB, ≈ $0.12");
    expect(page).toContain("https://cdn.example.net/rav4.jpg");
    expect(page).toContain("2026-03-01 14:05 UTC");
    expect(page).toContain("Cache missing images");
    expect(page).toMatch(/role="status" aria-live="polite"/);
  });

  it("ties each refused field's message to its input", async () => {
    const page = await html(data(), {
      intent: "create",
      fields: { make: DEAL_FORM_MESSAGES.makeRequired },
      values: { make: "", model: "RAV4" },
    });
    expect(page).toMatch(/id="deal-create-make"[^>]*aria-invalid="true"[^>]*aria-describedby="deal-create-make-error"/);
    expect(page).toContain(`id="deal-create-make-error"`);
    expect(page).toContain(DEAL_FORM_MESSAGES.makeRequired);
    expect(page).toMatch(/id="deal-create-model"[^>]*value="RAV4"/);
  });

  it("prefills the edit form of the deal named by ?edit", async () => {
    const page = await html(data({ editing: deal }));
    expect(page).toContain("Edit the 2025 Toyota RAV4 XLE deal");
    expect(page).toMatch(/name="id" value="7"/);
    expect(page).toMatch(/id="deal-update-vin"[^>]*value="2T3P1RFVXSC135893"/);
    expect(page).not.toContain("Add a deal");
  });

  it("says when no deal lacks an image and disables the button", async () => {
    const page = await html(data({ imageCache: { images: [], count: 0, lackingCount: 0 } }));
    expect(page).toContain("Every deal has a cached image.");
    expect(page).toMatch(/<button type="submit" disabled=""[^>]*>Cache missing images/);
  });
});
