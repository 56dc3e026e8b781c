import { useSiteSettings } from "#app/site-settings";

/**
 * The brand's mark and name. `compact` steps it down a size on a phone, where it shares a line with
 * other links (the chat's header); a name too long for its line ends in an ellipsis, never under them.
 */
export function BrandLogo({ inverted = false, compact = false }: { inverted?: boolean; compact?: boolean }) {
  const { brand } = useSiteSettings();
  const size = compact ? "text-lg sm:text-xl" : "text-xl";
  const icon = compact ? "h-7 w-7 sm:h-8 sm:w-8" : "h-8 w-8";
  return (
    <span className={`flex min-w-0 items-center gap-2 font-extrabold tracking-tight ${size} ${inverted ? "text-white" : "text-brand-900"}`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className={`shrink-0 ${icon}`}>
        <rect width="64" height="64" rx="14" fill="#174bb0" />
        <path d="M14 38l5-12c1-3 3-4 6-4h14c3 0 5 1 6 4l5 12v8h-5v-4H19v4h-5z" fill="#fff" />
        <circle cx="22" cy="38" r="3" fill="#174bb0" />
        <circle cx="42" cy="38" r="3" fill="#174bb0" />
      </svg>
      <span className="truncate">{brand}</span>
    </span>
  );
}
