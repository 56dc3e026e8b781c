import { HeroSearchPanel } from "#app/components/hero-search";

/** The hero search: its model list follows the make, and it goes straight to the chat. */
export default { component: HeroSearchPanel };
