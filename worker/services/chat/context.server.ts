import type { FlowContext } from "#app/domain/chat/flow";
import { formatPhoneDisplay } from "#app/domain/phone";
import { serverTranslator } from "#app/i18n/catalogue.server";
import { appConfig } from "#worker/config.server";
import { visitorEmailOn } from "#worker/services/email";

/** What the flow says: its own words, the forms' rules and the newsletter's answers. */
const CHAT_NAMESPACES = ["chat", "form", "site"] as const;

/** The flow's context on the server, so answers are checked with the same rules the browser used. */
export function chatFlowContext(env: Env): FlowContext {
  const { BRAND_NAME, SUPPORT_PHONE } = appConfig(env);
  return {
    brand: BRAND_NAME,
    phoneDisplay: formatPhoneDisplay(SUPPORT_PHONE),
    currentYear: new Date().getUTCFullYear(),
    newsletterConfirms: visitorEmailOn(env),
    // The chat's saves are refused in English (the browser says its own words, chosen by the answer's status).
    t: serverTranslator("en", CHAT_NAMESPACES),
  };
}
