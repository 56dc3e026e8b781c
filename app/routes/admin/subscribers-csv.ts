import type { Route } from "./+types/subscribers-csv";
import { subscribersCsvResponse } from "./subscribers-csv.server";

/** /admin/newsletter-subscribers.csv: a resource route under the admin layout, so behind its guard. */
export const loader = ({ context }: Route.LoaderArgs) => subscribersCsvResponse(context);
