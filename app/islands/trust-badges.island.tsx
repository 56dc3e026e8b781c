import { TrustBadgeTabs } from "#app/components/landing/trust-badge-tabs";

/** The trust badges' Partners and Media tabs, where media with an article are configured. */
export default { component: TrustBadgeTabs };
