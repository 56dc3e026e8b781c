// No imports: the D1 schema reads this file in plain Node too (drizzle-kit, the seed script).

/** What paused sign-in, as the dashboard lists it: one entry each time a limit is first crossed in a window. */
export const SIGN_IN_PAUSE_KINDS = ["device", "address", "account", "overall"] as const;
export type SignInPauseKind = (typeof SIGN_IN_PAUSE_KINDS)[number];
