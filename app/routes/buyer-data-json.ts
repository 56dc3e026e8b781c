import type { Route } from "./+types/buyer-data-json";
import { dataFile } from "./buyer-files.server";

/** Everything we hold about the buyer, every table's rows, as JSON to download. */
export const loader = ({ request, params, context }: Route.LoaderArgs) => dataFile(request, params.token, context);
