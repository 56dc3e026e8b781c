import { useSiteSettings } from "~/site-settings";

export function BrandLogo({ inverted = false }: { inverted?: boolean }) {
  const { brand } = useSiteSettings();
  return (
    <span className={`flex items-center gap-2 text-xl font-extrabold tracking-tight ${inverted ? "text-white" : "text-brand-900"}`}>
      <svg aria-hidden="true" viewBox="0 0 64 64" className="h-8 w-8">
        <rect width="64" height="64" rx="14" fill="#174bb0" />
        <path d="M14 38l5-12c1-3 3-4 6-4h14c3 0 5 1 6 4l5 12v8h-5v-4H19v4h-5z" fill="#fff" />
        <circle cx="22" cy="38" r="3" fill="#174bb0" />
        <circle cx="42" cy="38" r="3" fill="#174bb0" />
      </svg>
      {brand}
    </span>
  );
}
