import { describe, expect, it } from "vitest";
import { addAdvisor } from "../admin/admin-helpers";
import { advisorPage, deskStub } from "./desk-helpers";

describe("the desk", () => {
  it("sends a stored request to an open page", async () => {
    const ana = await addAdvisor({ name: "Ana Desk" });
    const page = await advisorPage(ana);
    const leadId = crypto.randomUUID();
    await deskStub().notify({ leadId, kind: "form", at: new Date().toISOString(), language: "es" });
    expect(await page.next("request")).toMatchObject({ leadId, kind: "form", language: "es" });
  });
});
