import { type ReactNode, useEffect, useRef } from "react";
import { useHydrated } from "#app/components/use-hydrated";
import { panel } from "./admin-styles";

/** The last action's answer, for the section it changed: `key` is new for every answer, `done` its confirmation. */
export type SectionResult = { key: object; done: string | null } | null;

type Props = {
  id: string;
  /** The section's heading (an h2), which names it. */
  title: ReactNode;
  result: SectionResult;
  children: ReactNode;
  className?: string;
};

/**
 * A lead page section an advisor acts in. After the action, focus comes here rather than falling to
 * the page (the button pressed is often gone: a form keyed by what it changed comes back empty), and
 * the confirmation shows under its heading. With JavaScript the page's polite live region announces it;
 * without, the page comes back from the server with this section focused (autofocus) and described
 * by the confirmation.
 */
export function ActionSection({ id, title, result, children, className = panel }: Props) {
  const ref = useRef<HTMLElement>(null);
  const hydrated = useHydrated();
  const titleId = `${id}-title`;
  const doneId = `${id}-done`;
  // Once per answer: the section re-renders while the advisor goes on working in it.
  const key = result?.key ?? null;
  useEffect(() => {
    if (key) ref.current?.focus();
  }, [key]);
  return (
    <section
      ref={ref}
      id={id}
      aria-labelledby={titleId}
      aria-describedby={!hydrated && result?.done ? doneId : undefined}
      tabIndex={-1}
      // biome-ignore lint/a11y/noAutofocus: a page posted without JavaScript comes back focused where the advisor acted.
      autoFocus={!hydrated && result !== null}
      className={`${className} scroll-mt-4 focus:outline-3 focus:outline-brand-500`}
    >
      <h2 id={titleId} className="font-semibold text-slate-900">
        {title}
      </h2>
      {result?.done ? (
        <p id={doneId} className="mt-1 text-sm font-medium text-emerald-800">
          <span aria-hidden="true">✓ </span>
          {result.done}
        </p>
      ) : null}
      {children}
    </section>
  );
}
