// What the beacon reads that TypeScript's DOM types do not have yet: Chromium's network estimate, prerendering
// (a page the browser loaded ahead is measured from the moment it is shown) and the page's interaction count.
interface NetworkInformation {
  readonly effectiveType?: string;
}

interface Navigator {
  readonly connection?: NetworkInformation;
}

interface Document {
  readonly prerendering?: boolean;
}

interface Performance {
  readonly interactionCount?: number;
}

interface PerformanceNavigationTiming {
  readonly activationStart?: number;
}

/** A `layout-shift` entry (Chromium). */
interface LayoutShift extends PerformanceEntry {
  readonly value: number;
  readonly hadRecentInput: boolean;
}
