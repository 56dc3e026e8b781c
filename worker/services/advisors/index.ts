// What the other resources may use of the advisors' languages (docs/architecture.md: a resource reaches another only through its index).
export { refreshSpanishLine, spanishLineOpen } from "./spanish-line.server";
export { setAdvisorLanguages } from "./languages.server";
