import type { Route } from "./+types/search";
import { heroSearchRedirect } from "./search.server";

export const loader = ({ request }: Route.LoaderArgs) => heroSearchRedirect(request);
