import { useEffect, useState } from "react";
import { FORM_LIMITS } from "#app/domain/constants";

/**
 * Types the greeting at 50 ms per character (SPEC §2). Screen readers and search engines get the whole
 * sentence at once; so does everyone with prefers-reduced-motion, or without JavaScript (noscript).
 */
export function TypedGreeting({ text }: { text: string }) {
  const [shown, setShown] = useState(0);

  useEffect(() => {
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) {
      setShown(text.length);
      return;
    }
    setShown(0);
    const timer = setInterval(() => {
      setShown((n) => {
        if (n >= text.length) clearInterval(timer);
        return Math.min(n + 1, text.length);
      });
    }, FORM_LIMITS.greetingTypingMsPerChar);
    return () => clearInterval(timer);
  }, [text]);

  // The invisible full text reserves the final size, so typing never shifts the layout.
  return (
    <p className="relative text-xl leading-relaxed text-slate-800 sm:text-2xl">
      <span className="sr-only">{text}</span>
      <span aria-hidden="true" className="invisible">
        {text}
      </span>
      <span aria-hidden="true" data-testid="typed-greeting" className="absolute inset-0">
        {/* The caret is this text's own right border, not a box of its own: a caret box moved with every
            letter and each move counted as a layout shift (CLS 0). */}
        <span className={shown < text.length ? "typing-caret" : undefined}>{text.slice(0, shown)}</span>
      </span>
      <noscript>
        <span aria-hidden="true" className="absolute inset-0">
          {text}
        </span>
      </noscript>
    </p>
  );
}
