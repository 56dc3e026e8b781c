import { describe, expect, it } from "vitest";
import { freshAddress } from "./helpers";
import { formBody, getPage, postPage } from "./page-app";

// The language switch (GET /switch-language?to=…) and the "No, gracias" form (POST /language-hint, back=…)
// send the visitor back to a page of this site only. Each path below parsed to one starting with "//",
// which a browser follows to another host: "/.//evil.example" answered `Location: //evil.example`.

const HOSTILE = ["/.//evil.example", "/..//x", "/%2e//x", "/./%5Cx", "/%2e%2e//evil.example", "/./\\evil.example", "//evil.example"];

/** Where a redirect's Location leads, resolved as a browser resolves it. */
const landing = (response: Response) => new URL(response.headers.get("location") ?? "", "https://caradvisor.test/");

describe("the language switch (GET)", () => {
  it.each(HOSTILE)("keeps %j on this site", async (to) => {
    const response = await getPage(`/switch-language?to=${encodeURIComponent(to)}`);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(landing(response).origin).toBe("https://caradvisor.test");
  });

  it("also when the escapes arrive raw in the query string", async () => {
    for (const query of ["to=/.//evil.example", "to=/%2e//x", "to=/./%5Cx", "to=/..//x"]) {
      const response = await getPage(`/switch-language?${query}`);
      expect(response.headers.get("location"), query).toBe("/");
    }
  });

  it("goes to a page the site has, with its query, and remembers its language", async () => {
    const response = await getPage(`/switch-language?to=${encodeURIComponent("/es/landing/V2?utm_source=radio")}`);
    expect(response.headers.get("location")).toBe("/es/landing/V2?utm_source=radio");
    expect(response.headers.get("set-cookie")).toMatch(/^lang=es;/);
    const unknown = await getPage(`/switch-language?to=${encodeURIComponent("/es//evil.example")}`);
    expect([unknown.headers.get("location"), unknown.headers.get("set-cookie")?.slice(0, 8)]).toEqual(["/es", "lang=es;"]);
  });
});

describe("the language hint's form (POST)", () => {
  const post = (back: string) =>
    postPage("/language-hint", formBody({ back }), {
      "content-type": "application/x-www-form-urlencoded",
      "cf-connecting-ip": freshAddress(),
    });

  it.each(HOSTILE)("keeps %j on this site", async (back) => {
    const response = await post(back);
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/");
    expect(response.headers.get("set-cookie")).toMatch(/^lang_hint=1;/);
  });

  it("goes back to the page it came from", async () => {
    const response = await post("/landing/cartelligentai?make=Toyota");
    expect(response.headers.get("location")).toBe("/landing/cartelligentai?make=Toyota");
  });
});
