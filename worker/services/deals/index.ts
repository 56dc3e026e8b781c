// What the other resources may use of deals (docs/architecture.md: a resource reaches another only through its index).
export { enrichSavedDeal } from "./enrichment.server";
export { hasImageSubquery } from "./image-match.server";
export { dropDealsPayload } from "./payload.server";
