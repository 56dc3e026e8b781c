// Choice lists of the chat (SPEC §3) with the labels the visitor reads.

export type Choice = { value: string; label: string };

const list = (pairs: [string, string][]): Choice[] => pairs.map(([value, label]) => ({ value, label }));

export const CHAT_CHOICES = {
  vehicleType: list([
    ["new", "New"],
    ["cpo", "Certified Pre-Owned"],
    ["used", "Used"],
  ]),
  timeline: list([
    ["now", "Right now"],
    ["1-3months", "In 1-3 months"],
    ["3-6months", "In 3-6 months"],
    ["exploring", "Just exploring"],
  ]),
  experience: list([
    ["first-time", "This is my first time"],
    ["dreaded", "I've dreaded it before"],
    ["fine", "It's been fine"],
  ]),
  knowsVehicle: list([
    ["yes", "Yes, I know what I want"],
    ["exploring", "I'm still exploring"],
  ]),
  dealerQuote: list([
    ["yes", "Yes, I have a quote"],
    ["no", "No"],
  ]),
  bodyStyle: list([
    ["sedan", "Sedan"],
    ["suv", "SUV"],
    ["truck", "Truck"],
    ["ev", "Electric (EV)"],
    ["coupe", "Coupe"],
    ["minivan", "Minivan"],
    ["wagon", "Wagon"],
    ["convertible", "Convertible"],
    ["hatchback", "Hatchback"],
  ]),
  location: list([
    ["city", "City"],
    ["suburbs", "Suburbs"],
    ["rural", "Rural"],
  ]),
  passengers: list([
    ["1-2", "1-2"],
    ["3-4", "3-4"],
    ["5+", "5 or more"],
  ]),
  dailyDriving: list([
    ["short", "Short (<20 miles)"],
    ["medium", "Medium (20-50)"],
    ["long", "Long (>50)"],
  ]),
  priorities: list([
    ["safety", "Safety"],
    ["fuel", "Fuel economy"],
    ["space", "Space"],
    ["tech", "Technology"],
    ["performance", "Performance"],
    ["luxury", "Luxury"],
    ["reliability", "Reliability"],
    ["price", "Price"],
  ]),
  financingType: list([
    ["cash", "Cash"],
    ["finance", "Finance"],
    ["lease", "Lease"],
    ["unsure", "Not sure yet"],
  ]),
  creditRange: list([
    ["excellent", "Excellent (740+)"],
    ["good", "Good (700-739)"],
    ["fair", "Fair (640-699)"],
    ["poor", "Poor (below 640)"],
    ["unsure", "Not sure"],
  ]),
  tradeIn: list([
    ["yes", "Yes"],
    ["no", "No"],
  ]),
  tradeInCondition: list([
    ["excellent", "Excellent"],
    ["good", "Good"],
    ["fair", "Fair"],
    ["poor", "Poor"],
  ]),
  readyToTalk: list([
    ["yes", "Yes, let's talk"],
    ["no", "Not yet"],
  ]),
  newsletterSignup: list([
    ["yes", "Yes, sign me up"],
    ["no", "No thanks"],
  ]),
  followUp: list([
    ["yes", "Yes, connect me"],
    ["no", "No thanks"],
  ]),
} as const satisfies Record<string, Choice[]>;

export const MAX_PRIORITIES = 3;

/** The 31 makes the chat offers, Acura to Volvo (SPEC §3). */
export const CHAT_MAKES = [
  "Acura",
  "Audi",
  "BMW",
  "Buick",
  "Cadillac",
  "Chevrolet",
  "Chrysler",
  "Dodge",
  "Ford",
  "Genesis",
  "GMC",
  "Honda",
  "Hyundai",
  "Infiniti",
  "Jaguar",
  "Jeep",
  "Kia",
  "Land Rover",
  "Lexus",
  "Lincoln",
  "Mazda",
  "Mercedes-Benz",
  "MINI",
  "Nissan",
  "Porsche",
  "Ram",
  "Subaru",
  "Tesla",
  "Toyota",
  "Volkswagen",
  "Volvo",
] as const;

/** SPEC §3: model years offered for new vehicles are the previous, current and next year. */
export function newVehicleYears(currentYear: number): Choice[] {
  return [currentYear - 1, currentYear, currentYear + 1].map((y) => ({ value: String(y), label: String(y) }));
}

export function choiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find((c) => c.value === value)?.label ?? value;
}
