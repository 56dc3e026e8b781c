import type { ReactNode } from "react";

/**
 * A table wider than a phone scrolls sideways inside its own box, which the keyboard can reach to scroll
 * (WCAG 2.1.1), named for a screen reader by what it holds.
 */
export function ScrollTable({ label, className = "", children }: { label: string; className?: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a box that scrolls must take focus, or a keyboard cannot scroll it.
      tabIndex={0}
      className={`overflow-x-auto rounded focus-visible:outline-3 focus-visible:outline-brand-500 ${className}`}
    >
      {children}
    </div>
  );
}
