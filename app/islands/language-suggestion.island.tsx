import { LanguageSuggestion } from "#app/components/language-suggestion";

/** "¿Prefiere español?": "No, gracias" hides it in place. */
export default { component: LanguageSuggestion };
