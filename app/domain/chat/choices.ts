import type { MessageKey } from "#app/i18n/messages/en";
import type { Translate } from "#app/domain/message";

// Choice lists of the chat (SPEC §3): each value and the catalogue key of the label the visitor reads
// (the words come in the page's language, app/i18n/messages).

/** A choice as shown: its stored value and its label in the page's language. */
export type Choice = { value: string; label: string };
/** A choice as listed: its stored value and its label's catalogue key. */
export type ChoiceSource = { value: string; key: MessageKey };

const list = (pairs: [string, MessageKey][]): ChoiceSource[] => pairs.map(([value, key]) => ({ value, key }));

export const CHAT_CHOICES = {
  vehicleType: list([
    ["new", "chat.choice.vehicleType.new"],
    ["cpo", "chat.choice.vehicleType.cpo"],
    ["used", "chat.choice.vehicleType.used"],
  ]),
  timeline: list([
    ["now", "chat.choice.timeline.now"],
    ["1-3months", "chat.choice.timeline.1-3months"],
    ["3-6months", "chat.choice.timeline.3-6months"],
    ["exploring", "chat.choice.timeline.exploring"],
  ]),
  experience: list([
    ["first-time", "chat.choice.experience.first-time"],
    ["dreaded", "chat.choice.experience.dreaded"],
    ["fine", "chat.choice.experience.fine"],
  ]),
  knowsVehicle: list([
    ["yes", "chat.choice.knowsVehicle.yes"],
    ["exploring", "chat.choice.knowsVehicle.exploring"],
  ]),
  dealerQuote: list([
    ["yes", "chat.choice.dealerQuote.yes"],
    ["no", "chat.choice.no"],
  ]),
  bodyStyle: list([
    ["sedan", "chat.choice.bodyStyle.sedan"],
    ["suv", "chat.choice.bodyStyle.suv"],
    ["truck", "chat.choice.bodyStyle.truck"],
    ["ev", "chat.choice.bodyStyle.ev"],
    ["coupe", "chat.choice.bodyStyle.coupe"],
    ["minivan", "chat.choice.bodyStyle.minivan"],
    ["wagon", "chat.choice.bodyStyle.wagon"],
    ["convertible", "chat.choice.bodyStyle.convertible"],
    ["hatchback", "chat.choice.bodyStyle.hatchback"],
  ]),
  location: list([
    ["city", "chat.choice.location.city"],
    ["suburbs", "chat.choice.location.suburbs"],
    ["rural", "chat.choice.location.rural"],
  ]),
  passengers: list([
    ["1-2", "chat.choice.passengers.1-2"],
    ["3-4", "chat.choice.passengers.3-4"],
    ["5+", "chat.choice.passengers.5+"],
  ]),
  dailyDriving: list([
    ["short", "chat.choice.dailyDriving.short"],
    ["medium", "chat.choice.dailyDriving.medium"],
    ["long", "chat.choice.dailyDriving.long"],
  ]),
  priorities: list([
    ["safety", "chat.choice.priorities.safety"],
    ["fuel", "chat.choice.priorities.fuel"],
    ["space", "chat.choice.priorities.space"],
    ["tech", "chat.choice.priorities.tech"],
    ["performance", "chat.choice.priorities.performance"],
    ["luxury", "chat.choice.priorities.luxury"],
    ["reliability", "chat.choice.priorities.reliability"],
    ["price", "chat.choice.priorities.price"],
  ]),
  financingType: list([
    ["cash", "chat.choice.financingType.cash"],
    ["finance", "chat.choice.financingType.finance"],
    ["lease", "chat.choice.financingType.lease"],
    ["unsure", "chat.choice.financingType.unsure"],
  ]),
  creditRange: list([
    ["excellent", "chat.choice.creditRange.excellent"],
    ["good", "chat.choice.creditRange.good"],
    ["fair", "chat.choice.creditRange.fair"],
    ["poor", "chat.choice.creditRange.poor"],
    ["unsure", "chat.choice.creditRange.unsure"],
  ]),
  tradeIn: list([
    ["yes", "chat.choice.yes"],
    ["no", "chat.choice.no"],
  ]),
  tradeInCondition: list([
    ["excellent", "chat.choice.condition.excellent"],
    ["good", "chat.choice.condition.good"],
    ["fair", "chat.choice.condition.fair"],
    ["poor", "chat.choice.condition.poor"],
  ]),
  readyToTalk: list([
    ["yes", "chat.choice.readyToTalk.yes"],
    ["no", "chat.choice.readyToTalk.no"],
  ]),
  newsletterSignup: list([
    ["yes", "chat.choice.newsletterSignup.yes"],
    ["no", "chat.choice.noThanks"],
  ]),
  followUp: list([
    ["yes", "chat.choice.followUp.yes"],
    ["no", "chat.choice.noThanks"],
  ]),
} as const satisfies Record<string, ChoiceSource[]>;
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

/** A list's choices with their labels in the page's language. */
export function labelled(choices: readonly ChoiceSource[], t: Translate): Choice[] {
  return choices.map(({ value, key }) => ({ value, label: t(key) }));
}

export function choiceLabel(choices: readonly Choice[], value: string): string {
  return choices.find((c) => c.value === value)?.label ?? value;
}
