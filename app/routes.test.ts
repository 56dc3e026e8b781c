import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { localizedPath } from "./i18n/locale";
import { SITE_PAGES } from "./i18n/site-pages";
import routes from "./routes";

/** Every path of the route table with the module that answers it. */
function flatten(entries: readonly RouteConfigEntry[], parent = ""): { path: string; file: string }[] {
  return entries.flatMap((entry) => {
    const path = entry.path === undefined ? parent : `${parent}/${entry.path}`;
    return [{ path: path || "/", file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

describe("the route table", () => {
  it("has the pages SITE_PAGES lists, in both languages: its page modules outside the admin, the catch-alls aside", () => {
    const pages = flatten(routes)
      .filter(({ path, file }) => file.endsWith(".tsx") && !/^routes\/(admin\/|buyer-)/.test(file) && !path.endsWith("*"))
      .map(({ path }) => path);
    const listed = SITE_PAGES.flatMap((path) => [path, localizedPath(path, "es")]);
    expect(new Set(pages)).toEqual(new Set(listed));
    expect(pages).toHaveLength(listed.length);
  });

  it("has the buyer's pages in both languages, the Spanish under /es/mi (docs/decisions/052)", () => {
    const buyer = flatten(routes).filter(({ file }) => file.startsWith("routes/buyer-"));
    const english = buyer.filter(({ path }) => path.startsWith("/my")).map(({ path, file }) => [path.replace(/^\/my/, "/es/mi"), file]);
    const spanish = buyer
      .filter(({ path }) => path.startsWith("/es/mi"))
      .map(({ path, file }) => [path.replace("/correo/", "/email/"), file]);
    expect(spanish).toEqual(english);
    // The lost-link form, the new address's confirmation, the page and its data page; the files are the API's.
    expect(english).toHaveLength(4);
  });

  it("has the hero search's redirect in both languages, so a Spanish page's search goes on in Spanish", () => {
    const search = flatten(routes).filter(({ file }) => file === "routes/search.ts");
    expect(search.map(({ path }) => path)).toEqual(["/search", "/es/search"]);
  });
});
