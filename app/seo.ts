import type { MetaDescriptor } from "react-router";
import { ADVISOR_SHIFTS } from "./domain/advisor-hours";
import { CLAIMS } from "./domain/constants";

const DAY_NAMES = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

type SiteFacts = { brand: string; phone: string };

/** Title, description, canonical link, Open Graph and the Organization JSON-LD every page carries. */
export function pageMeta(
  site: SiteFacts | undefined,
  page: { title: string; description: string; canonicalUrl: string | undefined },
  extraJsonLd: object[] = [],
): MetaDescriptor[] {
  const brand = site?.brand ?? "";
  const title = `${page.title} | ${brand}`;
  const origin = page.canonicalUrl ? new URL(page.canonicalUrl).origin : "";
  const meta: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: brand },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { name: "twitter:card", content: "summary" },
  ];
  if (page.canonicalUrl) {
    meta.push({ tagName: "link", rel: "canonical", href: page.canonicalUrl }, { property: "og:url", content: page.canonicalUrl });
  }
  if (site) meta.push({ "script:ld+json": organizationJsonLd(site, origin) });
  for (const jsonLd of extraJsonLd) meta.push({ "script:ld+json": jsonLd });
  return meta;
}

function organizationJsonLd({ brand, phone }: SiteFacts, origin: string) {
  return {
    "@context": "https://schema.org",
    "@type": "AutomotiveBusiness",
    name: brand,
    url: `${origin}/`,
    telephone: `+1-${phone.slice(0, 3)}-${phone.slice(3, 6)}-${phone.slice(6)}`,
    areaServed: { "@type": "State", name: "California" },
    slogan: "The smart way to buy a car.",
    description: `Car-buying advisors for California: ${CLAIMS.customers} customers, ${CLAIMS.averageSavings} average savings.`,
    openingHoursSpecification: ADVISOR_SHIFTS.map((shift) => ({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: shift.dayNumbers.map((day) => DAY_NAMES[day]),
      opens: `${String(shift.opens).padStart(2, "0")}:00`,
      closes: `${String(shift.closes).padStart(2, "0")}:00`,
    })),
  };
}
