import { PRICES } from "../constants";
import type { Answers } from "./flow";
import { regionMessage } from "./qualification";

/**
 * What the bot says after some answers when the reply service is unavailable (SPEC §7: canned replies,
 * and for the ZIP a region message). Keys without an entry get no reaction.
 */
export function cannedReaction(key: string, answers: Answers): string | undefined {
  const value = answers[key];
  switch (key) {
    case "zipCode":
      return typeof value === "string" ? regionMessage(value) : undefined;
    case "vehicleType":
      return value === "new"
        ? "New cars are our specialty!"
        : value === "cpo"
          ? `Certified pre-owned is a flat $${PRICES.cpoFlatFee} fee with us.`
          : "We can help with used cars too, though new and certified pre-owned are where we save customers the most.";
    case "timeline":
      return value === "now" ? "Let's move fast, then!" : "Perfect, that gives us time to find the best deal.";
    case "experience":
      return value === "fine"
        ? "Good to hear. We'll make this one even easier."
        : "You're in the right place. We take the hassle out of it.";
    case "knowsVehicle":
      return value === "yes" ? "Great, let's narrow it down." : "No problem, I'll help you figure it out.";
    case "financingType":
      return value === "cash"
        ? "Cash buyers have real negotiating power."
        : value === "unsure"
          ? "No problem, your advisor can compare the options with you."
          : "We'll make sure you get a competitive rate.";
    case "tradeIn":
      return value === "yes" ? "We'll make sure you get top dollar for it." : undefined;
    default:
      return undefined;
  }
}

/** Which answers get a reaction from the reply service. */
export const REACTION_KEYS = new Set(["zipCode", "vehicleType", "timeline", "experience", "knowsVehicle", "financingType", "tradeIn"]);
