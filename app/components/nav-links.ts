/** The four section anchors of the navigation bar (SPEC §2). */
export const NAV_ANCHORS = [
  { href: "#how-it-works", label: "How It Works" },
  { href: "#pricing", label: "Pricing" },
  { href: "#testimonials", label: "Testimonials" },
  { href: "#faq", label: "FAQ" },
] as const;
