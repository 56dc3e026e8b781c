import { describe, expect, it } from "vitest";
import { sitePage } from "./site-pages";

describe("the site's pages", () => {
  it("are named by their path in either language, a trailing slash aside", () => {
    expect(sitePage("/es/about/")).toBe("/es/about");
    expect(sitePage("/landing/V2")).toBe("/landing/V2");
    expect(sitePage("/")).toBe("/");
    expect(sitePage("/es")).toBe("/es");
  });

  it("leave out every other path", () => {
    for (const path of ["//about", "/search", "/admin", "/landing/v2", "/es/es", "/about//", "/no/such/page"])
      expect(sitePage(path), path).toBeUndefined();
  });
});
