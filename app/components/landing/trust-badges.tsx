import { useRef, useState, type KeyboardEvent } from "react";
import { MEDIA, PARTNERS } from "~/content/trust";
import { useHydrated } from "../use-hydrated";
import { SectionHeading } from "./section-heading";

const TABS = [
  { id: "partners", label: "Partners" },
  { id: "media", label: "Media" },
] as const;
type TabId = (typeof TABS)[number]["id"];

/** Partners and Media tabs (SPEC §2), keyboard operable as a WAI-ARIA tab list (arrows, Home, End). */
export function TrustBadges() {
  const [active, setActive] = useState<TabId>("partners");
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  // Before JavaScript runs both panels show, so nothing is out of reach.
  const hydrated = useHydrated();
  const shown = (tab: TabId) => !hydrated || active === tab;

  function onKeyDown(event: KeyboardEvent) {
    const index = TABS.findIndex((t) => t.id === active);
    const next =
      event.key === "ArrowRight" ? (index + 1) % TABS.length
      : event.key === "ArrowLeft" ? (index - 1 + TABS.length) % TABS.length
      : event.key === "Home" ? 0
      : event.key === "End" ? TABS.length - 1
      : -1;
    const tab = TABS[next];
    if (!tab) return;
    event.preventDefault();
    setActive(tab.id);
    tabRefs.current[next]?.focus();
  }

  return (
    <section id="trust-badges" aria-labelledby="trust-title" className="scroll-mt-28 bg-white py-16">
      <div className="mx-auto max-w-5xl px-4">
        <SectionHeading id="trust-title" title="Trusted by Californians" />
        <div role="tablist" aria-label="Trust badges" className="mt-8 flex justify-center gap-2" onKeyDown={onKeyDown}>
          {TABS.map((tab, i) => (
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
              className={`rounded-full px-5 py-2 font-semibold ${active === tab.id ? "bg-brand-600 text-white" : "bg-slate-100 text-slate-700 hover:bg-slate-200"}`}
            >
              {tab.label}
            </button>
          ))}
        </div>
        <div role="tabpanel" id="trust-panel-partners" aria-labelledby="trust-tab-partners" hidden={!shown("partners")} className="mt-8">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {PARTNERS.map((p) => (
              <li key={p.name} className="rounded-xl border border-slate-200 p-5 text-center">
                <p className="font-bold text-brand-900">{p.name}</p>
                <p className="mt-1 text-sm text-slate-600">{p.detail}</p>
              </li>
            ))}
          </ul>
        </div>
        <div role="tabpanel" id="trust-panel-media" aria-labelledby="trust-tab-media" hidden={!shown("media")} className="mt-8">
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            {MEDIA.map((m) => (
              <li key={m.name}>
                <a
                  href={m.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="block rounded-xl border border-slate-200 p-5 text-center font-serif text-lg font-bold text-slate-800 hover:border-brand-600"
                >
                  {m.name}
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
