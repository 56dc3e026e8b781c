import { useSiteSettings } from "#app/site-settings";

/** Name and mark: the regular size, a size down on a phone, or stepped down only on the narrowest screens. */
const SIZES = {
  regular: { name: "text-xl", icon: "h-8 w-8" },
  phone: { name: "text-lg sm:text-xl", icon: "h-7 w-7 sm:h-8 sm:w-8" },
  narrowest: { name: "text-base min-[360px]:text-lg min-[400px]:text-xl", icon: "h-7 w-7 min-[400px]:h-8 min-[400px]:w-8" },
} as const;

/**
 * The brand's mark and name. `size="phone"` steps it down a size on a phone, where it shares a line with
 * other links (the chat's header); `"narrowest"` only below 400 px, two sizes down below 360 px (the site
 * header, whose call and menu buttons must fit a 320 px screen beside it). A name too long for its line ends
 * in an ellipsis, never under them.
 */
export function BrandLogo({ inverted = false, size = "regular" }: { inverted?: boolean; size?: keyof typeof SIZES }) {
  const { brand } = useSiteSettings();
  const { name: nameSize, icon } = SIZES[size];
  return (
    <span
      className={`flex min-w-0 items-center gap-2 font-extrabold tracking-tight ${nameSize} ${inverted ? "text-white" : "text-brand-900"}`}
    >
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
