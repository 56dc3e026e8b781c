import type { Route } from "./+types/buyer-calendar";
import { calendarFile } from "./buyer-files.server";

/** The booked call as an .ics file, for the buyer's calendar. */
export const loader = ({ request, params, context }: Route.LoaderArgs) => calendarFile(request, params.token, context);
