export const FOOTER_BRANDS = ["Toyota", "Porsche", "Audi", "BMW", "Ford", "Nissan", "Peugeot", "Volkswagen"] as const;

import type { MessageKey } from "#app/i18n/messages/en";

export const FOOTER_VEHICLE_TYPES: readonly MessageKey[] = [
  "site.footer.type.sedan",
  "site.footer.type.hatchback",
  "site.footer.type.suv",
  "site.footer.type.hybrid",
  "site.footer.type.electric",
  "site.footer.type.coupe",
  "site.footer.type.truck",
  "site.footer.type.convertible",
];

export const SOCIAL_LINKS = [
  { name: "Facebook", href: "https://www.facebook.com/" },
  { name: "Instagram", href: "https://www.instagram.com/" },
  { name: "YouTube", href: "https://www.youtube.com/" },
  { name: "LinkedIn", href: "https://www.linkedin.com/" },
] as const;
