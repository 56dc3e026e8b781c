import { useT } from "#app/i18n/i18n-context";
import { useSiteSettings } from "#app/site-settings";

/**
 * "Hablamos español" beside the phone number, on Spanish pages when a Spanish-speaking advisor takes calls.
 * It wraps as one piece, below the number, never word by word (the 390 px drawer split it).
 */
export function SpanishLine({ className }: { className?: string }) {
  const { spanishLine } = useSiteSettings();
  const t = useT();
  if (!spanishLine) return null;
  return (
    <span lang="es" className={className ? `whitespace-nowrap ${className}` : "whitespace-nowrap"}>
      {t("site.phone.spanishSpoken")}
    </span>
  );
}
