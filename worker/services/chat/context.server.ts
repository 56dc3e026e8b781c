import type { FlowContext } from "~/domain/chat/flow";
import { formatPhoneDisplay } from "~/domain/phone";
import { plainTranslator } from "~/domain/chat/english";
import { appConfig } from "../../config.server";
import { visitorEmailOn } from "../email";

/** The flow's context on the server, so answers are checked with the same rules the browser used. */
export function chatFlowContext(env: Env): FlowContext {
  const { BRAND_NAME, SUPPORT_PHONE } = appConfig(env);
  return {
    brand: BRAND_NAME,
    phoneDisplay: formatPhoneDisplay(SUPPORT_PHONE),
    currentYear: new Date().getUTCFullYear(),
    newsletterConfirms: visitorEmailOn(env),
    // The server's messages (its 400s' fields) keep SPEC's English, whatever the page's language.
    t: plainTranslator(),
  };
}
