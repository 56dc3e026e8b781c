import type { Route } from "./+types/switch-language";
import { switchLanguage } from "./language-choice.server";

export const loader = ({ request }: Route.LoaderArgs) => switchLanguage(request);
