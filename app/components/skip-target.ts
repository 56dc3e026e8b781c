/** The id of a marketing page's main content: where "Skip to content" and "Back to top" lead. */
export const SKIP_TARGET_ID = "main";
