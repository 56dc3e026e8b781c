// What the other resources may use of the guards (docs/architecture.md: a resource reaches another only through its index).
export { checkFormToken, claimFormToken, nextFormToken, renewedFormToken } from "./form-token.server";
export { isPhoneReachable } from "./phone-check.server";
export { clientAddress } from "./rate-limit.server";
export { isSpamEmail } from "./spam-check.server";
export { botPause, screenSubmission } from "./submission-screen.server";
