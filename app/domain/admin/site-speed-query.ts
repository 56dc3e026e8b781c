import { z } from "zod";
import { SPEED_WINDOWS, type SpeedWindow } from "./site-speed";

/** `?days=` of the Site speed page: one of its windows; absent or anything else, the longest. */
const windowSchema = z.coerce.number().pipe(z.literal(SPEED_WINDOWS)).catch(SPEED_WINDOWS[0]);

export const speedWindowOf = (params: URLSearchParams): SpeedWindow => windowSchema.parse(params.get("days") ?? undefined);
