import { useT } from "~/i18n/i18n-context";
import { useSiteSettings } from "~/site-settings";

/** "Hablamos español" beside the phone number, on Spanish pages when a Spanish-speaking advisor takes calls. */
export function SpanishLine({ className }: { className?: string }) {
  const { spanishLine } = useSiteSettings();
  const t = useT();
  if (!spanishLine) return null;
  return (
    <span lang="es" className={className}>
      {t("site.phone.spanishSpoken")}
    </span>
  );
}
