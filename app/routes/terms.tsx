import { ISLAND_PAGE } from "#app/islands/island-page";
import { useAdvisorHoursText } from "#app/components/advisor-hours";
import { MarketingPage } from "#app/components/marketing-page";
import { PhoneLink } from "#app/components/phone-link";
import { ProsePage, ProseSection } from "#app/components/prose-page";
import { PRICES } from "#app/domain/constants";
import { PRIVACY_PATH } from "#app/domain/consent";
import { formatDollars } from "#app/i18n/dollars";
import { formatLongDate } from "#app/i18n/format";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";
import { richText } from "#app/i18n/rich-text";
import { useSiteSettings } from "#app/site-settings";
import type { Route } from "./+types/terms";
import { marketingAction, marketingData, namespaceMessages } from "./marketing.server";
import { translatedMeta } from "./translated-meta";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await marketingData(request, context, "/terms")), ...namespaceMessages(request, ["terms"]) };
}
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export const meta = (args: Route.MetaArgs) => translatedMeta(args, { title: "terms.meta.title", description: "terms.meta.description" });

/** When the terms took their current wording, in either language: change it with the text. */
const TERMS_EFFECTIVE_DATE = "2026-11-22";

export default function Terms({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <TermsOfService />
    </MarketingPage>
  );
}

function TermsOfService() {
  const { brand, phone } = useSiteSettings();
  const t = useT();
  const locale = useLocale();
  const hours = useAdvisorHoursText();
  const price = (dollars: number) => formatDollars(locale, dollars);
  return (
    <ProsePage
      title={t("terms.title")}
      intro={
        <>
          <p>{t("terms.intro")}</p>
          <p className="text-base">
            {richText(t("terms.effective"), [
              () => <time dateTime={TERMS_EFFECTIVE_DATE}>{formatLongDate(locale, TERMS_EFFECTIVE_DATE)}</time>,
            ])}
          </p>
        </>
      }
    >
      <ProseSection id="the-service" title={t("terms.service.title")}>
        <p>{t("terms.service.what", { brand })}</p>
        <p>{t("terms.service.approval")}</p>
      </ProseSection>

      <ProseSection id="the-dealer" title={t("terms.dealer.title")}>
        <p>{t("terms.dealer.contract")}</p>
        <p>{t("terms.dealer.prices")}</p>
      </ProseSection>

      <ProseSection id="fees" title={t("terms.fees.title")}>
        <ul>
          <li>{t("terms.fees.consultation")}</li>
          <li>{t("terms.fees.fullService", { price: price(PRICES.fullService) })}</li>
          <li>{t("terms.fees.whiteGlove", { price: price(PRICES.whiteGlove) })}</li>
          <li>{t("terms.fees.cpo", { price: price(PRICES.cpoFlatFee) })}</li>
        </ul>
        <p>{t("terms.fees.confirmed")}</p>
      </ProseSection>

      <ProseSection id="guarantee" title={t("terms.guarantee.title")}>
        <p>{t("terms.guarantee.body")}</p>
      </ProseSection>

      <ProseSection id="your-part" title={t("terms.part.title")}>
        <p>{t("terms.part.body")}</p>
      </ProseSection>

      <ProseSection id="liability" title={t("terms.liability.title")}>
        <p>{t("terms.liability.body")}</p>
      </ProseSection>

      <ProseSection id="privacy" title={t("terms.privacy.title")}>
        <p>{richText(t("terms.privacy.body"), [(words) => <a href={localizedPath(PRIVACY_PATH, locale)}>{words}</a>])}</p>
      </ProseSection>

      <ProseSection id="governing-law" title={t("terms.law.title")}>
        <p>{t("terms.law.body")}</p>
      </ProseSection>

      <ProseSection id="changes" title={t("terms.changes.title")}>
        <p>{t("terms.changes.body")}</p>
      </ProseSection>

      <ProseSection id="contact" title={t("terms.contact.title")}>
        <p>{richText(t("terms.contact.body", { hours }), [() => <PhoneLink phone={phone} />])}</p>
      </ProseSection>
    </ProsePage>
  );
}
