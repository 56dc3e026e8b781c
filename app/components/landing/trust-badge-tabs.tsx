import { useRef, useState, type KeyboardEvent } from "react";
import { hasArticle, MEDIA_MENTIONS, PARTNERS, RATING_BADGES, type MediaMention, type Partner, type RatingBadge } from "#app/content/trust";
import { useT } from "#app/i18n/i18n-context";
import { useHydrated } from "#app/components/use-hydrated";
import { SectionHeading } from "./section-heading";

type TabId = "partners" | "media";
export type TrustBadgesProps = { partners?: readonly Partner[]; ratings?: readonly RatingBadge[]; media?: readonly MediaMention[] };

// A row that stays centred however few badges are configured.
const row = "flex flex-wrap justify-center gap-4 [&>li]:w-full sm:[&>li]:w-56";
const card = "rounded-xl border border-slate-200 p-5 text-center";
const outLink = "block rounded-xl border border-slate-200 p-5 text-center hover:border-brand-600";

/**
 * Partners and Media tabs (SPEC §2), keyboard operable as a WAI-ARIA tab list (arrows, Home, End).
 * Only what app/content/trust.ts configures shows, so every claim can be checked: a rating badge links to its public
 * profile, a media item to its article, and without media there is no Media tab, and no tab list. With
 * tabs it is an island (trust-badges.tsx).
 */
export function TrustBadgeTabs({ partners = PARTNERS, ratings = RATING_BADGES, media = MEDIA_MENTIONS }: TrustBadgesProps) {
  const t = useT();
  const articles = media.filter(hasArticle);
  const tabs: { id: TabId; label: string }[] = [
    { id: "partners", label: t("landing.trust.partners") },
    ...(articles.length > 0 ? [{ id: "media" as const, label: t("landing.trust.media") }] : []),
  ];
  const [active, setActive] = useState<TabId>("partners");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Before JavaScript runs both panels show, so nothing is out of reach.
  const hydrated = useHydrated();
  const shown = (tab: TabId) => tabs.length === 1 || !hydrated || active === tab;

  function onKeyDown(event: KeyboardEvent) {
    const index = tabs.findIndex((t) => t.id === active);
    const next =
      event.key === "ArrowRight"
        ? (index + 1) % tabs.length
        : event.key === "ArrowLeft"
          ? (index - 1 + tabs.length) % tabs.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? tabs.length - 1
              : -1;
    const tab = tabs[next];
    if (!tab) return;
    event.preventDefault();
    setActive(tab.id);
    tabRefs.current[next]?.focus();
  }

  const panel = (id: TabId) => (tabs.length > 1 ? { role: "tabpanel", id: `trust-panel-${id}`, "aria-labelledby": `trust-tab-${id}` } : {});

  return (
    <section id="trust-badges" aria-labelledby="trust-title" className="scroll-mt-28 bg-white py-16">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading id="trust-title" title={t("landing.trust.title")} />
        {tabs.length > 1 ? (
          <div role="tablist" aria-label={t("landing.trust.tabs")} className="mt-8 flex justify-center gap-2" onKeyDown={onKeyDown}>
            {tabs.map((tab, i) => (
              <button
                key={tab.id}
                ref={(el) => {
                  tabRefs.current[i] = el;
                }}
                type="button"
                role="tab"
                id={`trust-tab-${tab.id}`}
                aria-selected={active === tab.id}
                aria-controls={`trust-panel-${tab.id}`}
                tabIndex={active === tab.id ? 0 : -1}
                onClick={() => setActive(tab.id)}
                className={`rounded-full px-5 py-2 font-semibold ${active === tab.id ? ACTIVE_TAB : IDLE_TAB}`}
              >
                {tab.label}
              </button>
            ))}
          </div>
        ) : null}
        <div {...panel("partners")} hidden={!shown("partners")} className="mt-8">
          <ul className={row}>
            {partners.map((p) => (
              <li key={p.name} className={card}>
                <p className="font-bold text-brand-900">{p.name}</p>
                <p className="mt-1 text-sm text-slate-600">{t(p.detail)}</p>
              </li>
            ))}
            {ratings.map((r) => (
              <li key={r.site}>
                <a href={r.profileUrl} target="_blank" rel="noopener noreferrer" className={outLink}>
                  <span className="block font-bold text-brand-900">{r.site}</span>
                  <span className="mt-1 block text-sm text-slate-600">{r.rating}</span>
                  <span className="sr-only">{t("landing.trust.profile")}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {articles.length > 0 ? (
          <div {...panel("media")} hidden={!shown("media")} className="mt-8">
            <ul className={row}>
              {articles.map((m) => (
                <li key={m.outlet}>
                  <a
                    href={m.articleUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={`${outLink} font-serif text-lg font-bold text-slate-800`}
                  >
                    {m.outlet}
                    <span className="sr-only">{t("site.footer.newTab")}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    </section>
  );
}

const ACTIVE_TAB = "bg-brand-600 text-white";
const IDLE_TAB = "bg-slate-100 text-slate-700 hover:bg-slate-200";
