import type { MessageKey } from "#app/i18n/messages/en";

/** The four section anchors of the navigation bar (SPEC §2). */
export const NAV_ANCHORS: readonly { href: string; label: MessageKey }[] = [
  { href: "#how-it-works", label: "site.nav.howItWorks" },
  { href: "#pricing", label: "site.nav.pricing" },
  { href: "#testimonials", label: "site.nav.testimonials" },
  { href: "#faq", label: "site.nav.faq" },
];
