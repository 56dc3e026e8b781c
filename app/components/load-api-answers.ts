/**
 * The schemas our API's answers are parsed with (zod/mini), loaded with the first request that needs
 * them rather than with the page: compressed JavaScript that no visitor needs before sending something
 * would otherwise count against every page's 120 KB budget. Callers start it beside their request
 * (`Promise.all`), so both arrive together.
 */
export const loadApiAnswers = () => import("#app/domain/api-answers");
