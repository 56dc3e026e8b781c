import type { LeadLanguage } from "./lead-language";

export const VEHICLE_TYPE_OPTIONS = [
  { value: "new", label: "New Cars" },
  { value: "used", label: "Used Cars" },
  { value: "cpo", label: "Certified Pre-Owned" },
] as const;

export const BUDGET_OPTIONS = [
  { value: "", label: "Any Budget" },
  { value: "under-30000", label: "Under $30,000" },
  { value: "30000-50000", label: "$30,000-$50,000" },
  { value: "50000-75000", label: "$50,000-$75,000" },
  { value: "75000-100000", label: "$75,000-$100,000" },
  { value: "over-100000", label: "Over $100,000" },
] as const;

export type HeroSearch = {
  vehicleType: (typeof VEHICLE_TYPE_OPTIONS)[number]["value"];
  make: string;
  model: string;
  budget: (typeof BUDGET_OPTIONS)[number]["value"];
  zipCode: string;
};

/** The chat in the search page's language: a Spanish page's search goes on in the Spanish chat. */
const CHAT_PATHS: Record<LeadLanguage, string> = { en: "/chatbot", es: "/es/chatbot" };

/**
 * SPEC §2: /chatbot (/es/chatbot from a Spanish page) with vehicleType, make and model when chosen,
 * knowsVehicle (yes when a make or model is chosen, else exploring), budget when chosen, and zipCode only
 * when it is 5 digits long.
 */
export function chatbotUrl(search: HeroSearch, language: LeadLanguage): string {
  const query = new URLSearchParams({ vehicleType: search.vehicleType });
  if (search.make) query.set("make", search.make);
  if (search.model) query.set("model", search.model);
  query.set("knowsVehicle", search.make || search.model ? "yes" : "exploring");
  if (search.budget) query.set("budget", search.budget);
  if (/^\d{5}$/.test(search.zipCode)) query.set("zipCode", search.zipCode);
  return `${CHAT_PATHS[language]}?${query}`;
}
