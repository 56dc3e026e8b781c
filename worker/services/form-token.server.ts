// The render time of a lead form travels in a token the server signs, so a bot cannot claim
// it waited the 3 seconds a person needs (SPEC §4).
import { issueStamp, stampAgeMs } from "./signed-stamp.server";

const PURPOSE = "lead-form";

export const issueFormToken = (secret: string, issuedAtMs = Date.now()) => issueStamp(secret, PURPOSE, issuedAtMs);

/** Milliseconds since the form was rendered, or null when the token was not signed by us. */
export const formTokenAgeMs = (secret: string, token: string, nowMs = Date.now()) => stampAgeMs(secret, PURPOSE, token, nowMs);
