/**
 * The advisor the local seed creates, so the back office works on a fresh machine (the README names the
 * password). Development only: production advisors come from `npm run advisor:add`.
 */
export const LOCAL_ADVISOR = { email: "advisor@caradvisor.example", name: "Local Advisor", password: "local-advisor-password" } as const;
