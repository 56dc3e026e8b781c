import { SiteHeader } from "#app/components/site-header";

/** The header: the menu and its drawer, the language switch, Get Started and the call button. */
export default { component: SiteHeader };
