/**
 * The schemas our API's answers are parsed with (zod/mini), loaded with the first request that needs
 * them rather than with the page: about 6 KB of every page's compressed JavaScript that no visitor
 * needs before sending something (issue 14.4, the 120 KB budget). Callers start it beside their request
 * (`Promise.all`), so both arrive together.
 */
export const loadApiAnswers = () => import("~/domain/api-answers");
