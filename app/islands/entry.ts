import { reportVitals } from "#app/vitals/report-vitals";
import type { IslandData, IslandModule } from "./island-frame";

// The marketing pages' one module script (decision record 048). The server rendered each island inside an
// element naming its kind, with its props; each is hydrated on its own root, with its own chunk, as soon as that
// chunk has arrived (the head preloads them). Nothing else of the page is hydrated.

/** Each island's module, loaded on demand: one chunk per kind. */
const MODULES = import.meta.glob<{ default: IslandModule<Record<string, unknown>> }>("./*.island.tsx");

/**
 * A task of its own for each island's hydration: a tap or a key the visitor sends meanwhile (the menu's
 * popover, a modal's Close) is handled between two islands rather than after all of them.
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

async function hydrate(element: HTMLElement): Promise<void> {
  const load = MODULES[`./${element.dataset.island}.island.tsx`];
  if (!load) throw new Error(`no island module for "${element.dataset.island}"`);
  // Written by Island (app/islands/island.tsx) from the same types, on the server that sent this page.
  const data: IslandData<Record<string, unknown>> = JSON.parse(element.dataset.props ?? "null");
  const [{ hydrateIsland }, island] = await Promise.all([import("./hydrate-island"), load()]);
  await nextTask();
  await hydrateIsland(element, island.default, data);
}

const islands = [...document.querySelectorAll<HTMLElement>("[data-island]")];
Promise.allSettled(islands.map(hydrate)).then((results) => {
  const failed = results.filter((result) => result.status === "rejected");
  for (const { reason } of failed) console.error("island failed to hydrate", reason);
  // The tests and `npm run bench:field` read this as "everything the visitor can touch works".
  if (failed.length === 0) document.documentElement.dataset.hydrated = "true";
});

// SPEC §2: page views are logged to the console only.
console.log("page_view", window.location.pathname);
// The page's Web Vitals beacon, as React Router's root starts it on the other pages: its measuring code is
// fetched once the page has loaded and the browser is idle.
reportVitals();
