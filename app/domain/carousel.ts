/** SPEC §2: 3 cards per view from 1024 px, 2 from 640 px, 1 below. */
export const CAROUSEL_BREAKPOINTS = [
  { minWidth: 1024, perView: 3 },
  { minWidth: 640, perView: 2 },
] as const;

export function cardsPerView(viewportWidth: number): number {
  return CAROUSEL_BREAKPOINTS.find((b) => viewportWidth >= b.minWidth)?.perView ?? 1;
}

/** SPEC §4: the index stays between 0 and the count minus the cards per view. */
export function clampIndex(index: number, count: number, perView: number): number {
  return Math.max(0, Math.min(index, count - perView));
}

/**
 * The narrowest breakpoint from which every card fits in view, so nothing scrolls and the arrows and
 * dots have no use; null when the cards scroll at every width.
 */
export function allFitFrom(count: number): number | null {
  if (count <= 1) return 0;
  const fitting = CAROUSEL_BREAKPOINTS.filter((b) => count <= b.perView);
  return fitting.length > 0 ? Math.min(...fitting.map((b) => b.minWidth)) : null;
}
