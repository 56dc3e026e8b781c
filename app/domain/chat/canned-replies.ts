import type { MessageKey } from "#app/i18n/messages/en";
import { PRICES } from "#app/domain/constants";
import type { Translate } from "#app/domain/message";
import type { Answers } from "./flow-types";
import { regionMessage } from "./qualification";

/**
 * What the bot says after some answers when the reply service is unavailable (SPEC §7: canned replies,
 * and for the ZIP a region message), in the page's language. Keys without an entry get no reaction.
 */
export function cannedReaction(key: string, answers: Answers, t: Translate): string | undefined {
  const reaction = cannedKey(key, answers);
  return reaction ? t(reaction, { fee: `$${PRICES.cpoFlatFee}` }) : undefined;
}

function cannedKey(key: string, answers: Answers): MessageKey | undefined {
  const value = answers[key];
  switch (key) {
    case "zipCode":
      return typeof value === "string" ? regionMessage(value) : undefined;
    case "vehicleType":
      return value === "new" ? "chat.canned.new" : value === "cpo" ? "chat.canned.cpo" : "chat.canned.used";
    case "timeline":
      return value === "now" ? "chat.canned.now" : "chat.canned.later";
    case "experience":
      return value === "fine" ? "chat.canned.fine" : "chat.canned.hassle";
    case "knowsVehicle":
      return value === "yes" ? "chat.canned.knows" : "chat.canned.exploring";
    case "financingType":
      return value === "cash" ? "chat.canned.cash" : value === "unsure" ? "chat.canned.unsure" : "chat.canned.finance";
    case "tradeIn":
      return value === "yes" ? "chat.canned.tradeIn" : undefined;
    default:
      return undefined;
  }
}

/** Which answers get a reaction from the reply service. */
export const REACTION_KEYS = new Set(["zipCode", "vehicleType", "timeline", "experience", "knowsVehicle", "financingType", "tradeIn"]);
