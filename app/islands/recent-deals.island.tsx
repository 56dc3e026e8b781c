import { RecentDealsList } from "#app/components/landing/recent-deals-list";

/** The V2 pages' recent deals: Load More, and a photo that fails to load replaced by its silhouette. */
export default { component: RecentDealsList };
