import bottomForm from "./bottom-form.island";
import header from "./header.island";
import heroSearch from "./hero-search.island";
import languageSuggestion from "./language-suggestion.island";
import leadModal from "./lead-modal.island";
import newsletter from "./newsletter.island";
import recentDeals from "./recent-deals.island";
import testimonials from "./testimonials.island";
import trustBadges from "./trust-badges.island";
import typedGreeting from "./typed-greeting.island";
import type { IslandModule } from "./island-frame";

const MODULES = {
  header,
  "language-suggestion": languageSuggestion,
  "hero-search": heroSearch,
  "lead-modal": leadModal,
  "bottom-form": bottomForm,
  newsletter,
  testimonials,
  "recent-deals": recentDeals,
  "typed-greeting": typedGreeting,
  "trust-badges": trustBadges,
} as const;

export type IslandKind = keyof typeof MODULES;

/** An island's own props: what its component takes, written on its element as JSON. */
export type IslandProps<K extends IslandKind> = (typeof MODULES)[K] extends IslandModule<infer Props extends object> ? Props : never;

/**
 * Every island of the marketing pages, by kind (decision record 048), for the server's render. The browser
 * loads an island's module by its file name alone (app/islands/entry.tsx), one chunk per kind.
 */
export const ISLANDS: { [K in IslandKind]: IslandModule<IslandProps<K>> } = MODULES;

/** An island's module, as the entry's glob and the build's asset list name it. */
export function islandModuleFile(kind: IslandKind): string {
  return `${kind}.island.tsx`;
}
