// The two Web Vitals that are more than one browser entry: CLS's session windows and INP's estimate of the
// 98th percentile of a view's interactions, as Chrome's field data and the web-vitals library count them
// (docs/decisions/059-a-beacon-of-its-own.md). Plain values in and out, so they are tested without a browser.

/** A `layout-shift` entry, as CLS reads it. */
export type LayoutShift = { startTime: number; value: number; hadRecentInput: boolean };

/** Shifts less than a second apart, in a window of at most five seconds, are one session. */
const SESSION_GAP_MS = 1_000;
const SESSION_MAX_MS = 5_000;

/**
 * Cumulative Layout Shift: the largest session window's sum of shifts. A shift within half a second of the
 * visitor's input (`hadRecentInput`) is one they asked for, and does not count.
 */
export function layoutShiftWindows() {
  let largest = 0;
  let session = 0;
  let first = 0;
  let last = 0;
  return {
    add({ startTime, value, hadRecentInput }: LayoutShift): void {
      if (hadRecentInput) return;
      if (session > 0 && startTime - last < SESSION_GAP_MS && startTime - first < SESSION_MAX_MS) session += value;
      else {
        session = value;
        first = startTime;
      }
      last = startTime;
      largest = Math.max(largest, session);
    },
    get value() {
      return largest;
    },
  };
}

/** An `event` or `first-input` entry, as INP reads it, with the name of what the visitor touched, if known. */
export type InteractionEntry = { interactionId: number; duration: number; selector?: string };

/** One interaction: its longest entry's duration, and its target's name. */
export type Interaction = { id: number; latency: number; selector?: string };

/** Only the ten slowest interactions can be the estimate, for a view of fewer than 500 interactions. */
const KEPT_INTERACTIONS = 10;
/** One interaction in fifty is left out as an outlier: the 98th percentile. */
const INTERACTIONS_PER_OUTLIER = 50;

/**
 * Interaction to Next Paint: of the slowest interactions (an interaction's latency is its longest entry's
 * duration), the slowest once one in fifty of the view's interactions is set aside.
 */
export function slowestInteractions() {
  let kept: Interaction[] = [];
  return {
    add({ interactionId, duration, selector }: InteractionEntry): void {
      if (!interactionId) return;
      const known = kept.find((interaction) => interaction.id === interactionId);
      if (known) {
        if (duration > known.latency) known.latency = duration;
        known.selector ??= selector;
      } else if (kept.length < KEPT_INTERACTIONS || duration > (kept.at(-1)?.latency ?? 0)) {
        kept.push({ id: interactionId, latency: duration, selector });
      } else return;
      kept.sort((a, b) => b.latency - a.latency);
      kept = kept.slice(0, KEPT_INTERACTIONS);
    },
    /** The estimate for a view of `count` interactions: none before the first. */
    estimate(count: number): Interaction | undefined {
      return kept[Math.min(kept.length - 1, Math.floor(count / INTERACTIONS_PER_OUTLIER))];
    },
  };
}
