import { ISLAND_PAGE } from "#app/islands/island-page";
import { useAdvisorHoursText } from "#app/components/advisor-hours";
import { MarketingPage } from "#app/components/marketing-page";
import { OpenModalButton } from "#app/components/open-modal-button";
import { PhoneLink } from "#app/components/phone-link";
import { ProsePage, ProseSection } from "#app/components/prose-page";
import { CLAIMS, PRICES } from "#app/domain/constants";
import { formatClaim } from "#app/i18n/claims";
import { formatDollars } from "#app/i18n/dollars";
import { useLocale, useT } from "#app/i18n/i18n-context";
import type { MessageKey } from "#app/i18n/messages/en";
import { richText } from "#app/i18n/rich-text";
import { useSiteSettings } from "#app/site-settings";
import type { Route } from "./+types/about";
import { marketingAction, marketingData, namespaceMessages } from "./marketing.server";
import { translatedMeta } from "./translated-meta";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await marketingData(request, context, "/about")), ...namespaceMessages(request, ["about"]) };
}
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export const meta = (args: Route.MetaArgs) =>
  translatedMeta(args, { title: "about.meta.title", description: "about.meta.description" }, { values: { years: CLAIMS.yearsServing } });

// SPEC §1 and §9: every figure comes from the shared constants so the pages never disagree.
const FIGURES: readonly { value: string; label: MessageKey }[] = [
  { value: CLAIMS.customers, label: "about.figure.customers" },
  { value: CLAIMS.customerSavings, label: "about.figure.customerSavings" },
  { value: CLAIMS.averageSavings, label: "about.figure.averageSavings" },
  { value: `${CLAIMS.satisfactionPercent}%`, label: "about.figure.satisfaction" },
];

const strong = (words: string) => <strong>{words}</strong>;

export default function About({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <AboutUs />
    </MarketingPage>
  );
}

function AboutUs() {
  const { brand } = useSiteSettings();
  const t = useT();
  const locale = useLocale();
  const price = (dollars: number) => formatDollars(locale, dollars);
  return (
    <ProsePage title={t("about.title", { brand })} intro={<p>{t("about.intro", { years: CLAIMS.yearsServing })}</p>}>
      <ProseSection id="who-we-are" title={t("about.who.title")}>
        <p>{t("about.who.body")}</p>
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
          {FIGURES.map((figure) => (
            <div key={figure.label} className="flex flex-col rounded-xl bg-brand-50 p-4 text-center">
              <dt className="text-sm text-slate-700">{t(figure.label)}</dt>
              <dd className="order-first text-2xl font-extrabold text-brand-900">{formatClaim(locale, figure.value)}</dd>
            </div>
          ))}
        </dl>
        <p>{t("about.who.hours", { hours: CLAIMS.hoursSaved })}</p>
      </ProseSection>

      {/* Same ids as the landing page sections, so the header's #how-it-works and #pricing anchors land here too. */}
      <ProseSection id="how-it-works" title={t("about.how.title")}>
        <ol>
          <li>{richText(t("about.how.consultation"), [strong])}</li>
          <li>{richText(t("about.how.tradeIn"), [strong])}</li>
          <li>{richText(t("about.how.negotiate"), [strong])}</li>
          <li>{richText(t("about.how.driveAway"), [strong])}</li>
        </ol>
      </ProseSection>

      <ProseSection id="pricing" title={t("about.pricing.title")}>
        <ul>
          <li>{richText(t("about.pricing.consultation"), [strong])}</li>
          <li>{richText(t("about.pricing.fullService", { price: price(PRICES.fullService) }), [strong])}</li>
          <li>{richText(t("about.pricing.whiteGlove", { price: price(PRICES.whiteGlove) }), [strong])}</li>
        </ul>
      </ProseSection>

      <ProseSection id="guarantee" title={t("about.guarantee.title")}>
        <p>{t("about.guarantee.body")}</p>
      </ProseSection>

      <AboutCallToAction />
    </ProsePage>
  );
}

/** Outside ProseSection on purpose: its link styles would repaint the button before hydration. */
function AboutCallToAction() {
  const { phone } = useSiteSettings();
  const t = useT();
  const hours = useAdvisorHoursText();
  return (
    <section aria-labelledby="talk-to-us-title" className="rounded-2xl bg-brand-900 p-8 text-center text-white">
      <h2 id="talk-to-us-title" className="text-2xl font-bold">
        {t("about.cta.title")}
      </h2>
      <p className="mt-3 text-blue-100">{t("about.cta.body")}</p>
      <OpenModalButton
        source="about"
        className="mt-6 inline-block rounded-lg bg-accent-500 px-6 py-3 font-bold text-slate-900 hover:bg-amber-400"
      >
        {t("about.cta.button")}
      </OpenModalButton>
      <p className="mt-6 text-blue-100">
        {richText(t("about.cta.call"), [
          () => <PhoneLink phone={phone} className="font-semibold text-white underline hover:text-amber-300" />,
        ])}
        <br />
        {hours}
      </p>
    </section>
  );
}
