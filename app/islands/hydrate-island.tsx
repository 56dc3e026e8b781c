import { hydrateRoot } from "react-dom/client";
import type { IslandData, IslandModule } from "./island-frame";
import { IslandRoot } from "./island-root";

/**
 * Hydrates one island's element on a root of its own, with its module's component and the props and frame the
 * server wrote on it; settles once the island has hydrated and run its effects (IslandRoot). Loaded with the
 * first island, not by the entry, so a page without islands loads nothing more.
 */
export function hydrateIsland<Props extends object>(element: HTMLElement, island: IslandModule<Props>, data: IslandData<Props>) {
  const { component: Component } = island;
  return new Promise<void>((settled) => {
    hydrateRoot(
      element,
      <IslandRoot frame={data.frame} onSettled={settled}>
        <Component {...data.props} />
      </IslandRoot>,
    );
  });
}
