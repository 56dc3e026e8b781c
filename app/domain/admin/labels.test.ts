import { describe, expect, it } from "vitest";
import { CHAT_FLOW, NODE_KEYS } from "#app/domain/chat/flow";
import { ctx as context } from "#app/domain/chat/test-conversations";
import { leadSourceOf } from "#app/domain/lead-submission";
import { CHAT_ENDED_REASONS } from "./audit";
import {
  answerCodeLabel,
  columnCodeLabel,
  FORM_BUTTON_LABELS,
  mileageText,
  moneyText,
  sourceDetailLabel,
  sourceLabel,
  stepLabel,
} from "./labels";
import { fieldText } from "./lead-groups";
import { CHAT_LEAD_SOURCE, LEAD_STATUS_LABELS, LEAD_STATUSES, NEWSLETTER_LEAD_SOURCE } from "./lead-status";

/** A label is words, never the code: a code has an underscore, a camelCase hump or a joined range like "1-3months". */
const looksLikeCode = (text: string) => /_|[a-z][A-Z]|^\d+-\d+[a-z]/.test(text);

describe("the labels table", () => {
  it("labels every choice of every chat question, as an answer and as the lead column it fills", () => {
    const columnOf: Record<string, string> = { location: "locationType" };
    let walked = 0;
    for (const key of NODE_KEYS) {
      const node = CHAT_FLOW[key];
      if (node.kind !== "choice" && node.kind !== "multi") continue;
      for (const { value } of node.choices({}, context)) {
        const label = answerCodeLabel(key, value);
        expect(label, `${key}=${value}`).not.toBeNull();
        expect(looksLikeCode(label ?? ""), `${key}=${value} reads ${label}`).toBe(false);
        walked++;
      }
    }
    expect(walked).toBeGreaterThan(40);
    for (const column of ["vehicleType", "timeline", "experience", "bodyStyle", "dailyDriving", "financingType", "creditRange"]) {
      expect(columnCodeLabel(column, "unknown-code")).not.toBeNull();
    }
    expect(columnCodeLabel(columnOf.location ?? "", "suburbs")).toBe("Suburbs");
    expect(columnCodeLabel("timeline", "1-3months")).toBe("In 1-3 months");
    expect(columnCodeLabel("experience", "dreaded")).toBe("Dreaded buying before");
    expect(columnCodeLabel("tradeInCondition", "fair")).toBe("Fair");
    expect(columnCodeLabel("creditRange", "excellent")).toBe("Excellent (740+)");
  });

  it("names every step of the chat funnel, and every status and ending reason", () => {
    for (const key of NODE_KEYS) expect(looksLikeCode(stepLabel(key)), key).toBe(false);
    expect(stepLabel("zipCode")).toBe("ZIP code");
    for (const status of LEAD_STATUSES) expect(LEAD_STATUS_LABELS[status]).toMatch(/^[A-Z]/);
    for (const reason of CHAT_ENDED_REASONS) expect(looksLikeCode(columnCodeLabel("endedReason", reason) ?? reason)).toBe(false);
  });

  it("names every way in: the bottom form, each modal button, the newsletter box and the chat", () => {
    const bottom = leadSourceOf("bottom", undefined);
    expect(sourceLabel(bottom.leadSource)).toBe("Bottom form");
    expect(sourceDetailLabel(bottom.leadSourceDetail)).toBe("Bottom form");
    for (const tag of Object.keys(FORM_BUTTON_LABELS)) {
      const modal = leadSourceOf("modal", tag);
      expect(looksLikeCode(sourceLabel(modal.leadSource)), tag).toBe(false);
      expect(looksLikeCode(sourceDetailLabel(modal.leadSourceDetail)), tag).toBe(false);
    }
    expect(sourceLabel(leadSourceOf("modal", "faq").leadSource)).toBe("Form from the FAQ button");
    expect(sourceLabel(CHAT_LEAD_SOURCE)).toBe("Chat");
    expect(sourceLabel(NEWSLETTER_LEAD_SOURCE)).toBe("Newsletter box");
    // A button added later without a label still reads as words.
    expect(sourceLabel("landing_page_spring_sale")).toBe("Form from the spring sale button");
  });

  it("formats numbers: miles, dollars and a monthly budget", () => {
    expect(mileageText("98000")).toBe("98,000 mi");
    expect(mileageText("I'm not sure")).toBe("I'm not sure");
    expect(moneyText(650, true)).toBe("$650/month");
    expect(moneyText(30000)).toBe("$30,000");
    const format = (iso: string) => iso;
    expect(fieldText("budget", { budget: 650, isBudgetMonthly: true }, format)).toBe("$650/month");
    expect(fieldText("tradeInMileage", { tradeInMileage: "98000" }, format)).toBe("98,000 mi");
    expect(fieldText("priorities", { priorities: ["fuel", "tech"] }, format)).toBe("Fuel economy, Technology");
    expect(fieldText("leadSource", { leadSource: "landing_page_cta" }, format)).toBe("Bottom form");
  });
});
