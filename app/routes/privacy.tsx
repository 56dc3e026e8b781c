import { ISLAND_PAGE } from "#app/islands/island-page";
import { CHAT_LIMITS } from "#app/domain/chat/messages";
import { MarketingPage } from "#app/components/marketing-page";
import { PrivacyRights } from "#app/components/privacy-rights";
import { ProsePage, ProseSection } from "#app/components/prose-page";
import { CONSENT_PHONE_TEXT, PRIVACY_EFFECTIVE_DATE } from "#app/domain/consent";
import { EMAIL_LINKS } from "#app/domain/visitor-emails";
import { formatLongDate } from "#app/i18n/format";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";
import { richText } from "#app/i18n/rich-text";
import { useSiteSettings } from "#app/site-settings";
import type { Route } from "./+types/privacy";
import { marketingAction } from "./marketing.server";
import { privacyData } from "./privacy.server";
import { translatedMeta } from "./translated-meta";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

export const loader = ({ request, context }: Route.LoaderArgs) => privacyData(request, context);
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export const meta = (args: Route.MetaArgs) =>
  translatedMeta(args, { title: "privacy.meta.title", description: "privacy.meta.description" });

const strong = (words: string) => <strong>{words}</strong>;

/**
 * The notice at collection the lead forms, the newsletter box and the chat link to, at /privacy and
 * /es/privacy. Every sentence must be true of the code: what the leads table stores (SPEC §3), which
 * outside service gets what (spam-check, phone-check, chat-replies, visitor-emails), the retention the
 * daily cron applies (LEAD_RETENTION_MONTHS), the double opt-in and unsubscribe, what the browser keeps
 * (chat-storage) and what its speed beacon sends (app/vitals). Change PRIVACY_EFFECTIVE_DATE
 * (app/domain/consent.ts) whenever the text changes, in either language.
 */
export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <PrivacyNotice
        retentionMonths={loaderData.retentionMonths}
        emailOn={loaderData.emailOn}
        vitalsSampleRate={loaderData.vitalsSampleRate}
      />
    </MarketingPage>
  );
}

type NoticeProps = { retentionMonths: number; emailOn: boolean; vitalsSampleRate: number };

function PrivacyNotice({ retentionMonths, emailOn, vitalsSampleRate }: NoticeProps) {
  const { brand, phone } = useSiteSettings();
  const t = useT();
  const locale = useLocale();
  const unsubscribeLink = (words: string) => <a href={localizedPath(EMAIL_LINKS.unsubscribePath, locale)}>{words}</a>;
  return (
    <ProsePage
      title={t("privacy.title")}
      intro={
        <>
          <p>{t("privacy.intro", { brand })}</p>
          <p className="text-base">
            {richText(t("privacy.effective"), [
              () => <time dateTime={PRIVACY_EFFECTIVE_DATE}>{formatLongDate(locale, PRIVACY_EFFECTIVE_DATE)}</time>,
            ])}
          </p>
        </>
      }
    >
      <ProseSection id="information-we-collect" title={t("privacy.collect.title")}>
        <ul>
          <li>{richText(t("privacy.collect.identifiers"), [strong])}</li>
          <li>{richText(t("privacy.collect.vehicle"), [strong])}</li>
          <li>{richText(t("privacy.collect.chat"), [strong])}</li>
          <li>{richText(t("privacy.collect.consent", { text: CONSENT_PHONE_TEXT[locale] }), [strong])}</li>
          <li>{richText(t("privacy.collect.newsletter"), [strong])}</li>
          <li>{richText(t("privacy.collect.technical"), [strong])}</li>
        </ul>
        <p>{t("privacy.collect.sensitive")}</p>
      </ProseSection>

      <ProseSection id="how-we-use-it" title={t("privacy.use.title")}>
        <ul>
          <li>{t("privacy.use.advice")}</li>
          {emailOn ? <li>{t("privacy.use.confirmation")}</li> : null}
          <li>
            {richText(t(emailOn ? "privacy.use.newsletterEmailOn" : "privacy.use.newsletterEmailOff", { days: EMAIL_LINKS.confirmDays }), [
              unsubscribeLink,
            ])}
          </li>
          <li>{t("privacy.use.fraud")}</li>
          <li>{t("privacy.use.quote")}</li>
          <li>{t("privacy.use.site")}</li>
        </ul>
      </ProseSection>

      <ProseSection id="services" title={t("privacy.services.title")}>
        <p>{t("privacy.services.intro")}</p>
        <ul>
          <li>{richText(t("privacy.services.cloudflare"), [strong])}</li>
          <li>{richText(t("privacy.services.spam"), [strong])}</li>
          <li>{richText(t("privacy.services.phone"), [strong])}</li>
          <li>{richText(t("privacy.services.ai"), [strong])}</li>
          {emailOn ? <li>{richText(t("privacy.services.email"), [strong])}</li> : null}
          <li>{richText(t("privacy.services.newsletter"), [strong])}</li>
          <li>{richText(t("privacy.services.notifications"), [strong])}</li>
          <li>{richText(t("privacy.services.nhtsa"), [strong])}</li>
          <li>{richText(t("privacy.services.photos"), [strong])}</li>
        </ul>
      </ProseSection>

      <ProseSection id="sharing" title={t("privacy.sharing.title")}>
        <p>{t("privacy.sharing.noSale")}</p>
        <p>{t("privacy.sharing.disclosure")}</p>
      </ProseSection>

      <ProseSection id="retention" title={t("privacy.retention.title")}>
        <p>{t("privacy.retention.body", { months: retentionMonths })}</p>
      </ProseSection>

      <ProseSection id="your-browser" title={t("privacy.browser.title")}>
        <ul>
          <li>{t("privacy.browser.chat", { days: CHAT_LIMITS.storageDays })}</li>
          <li>{t("privacy.browser.session")}</li>
        </ul>
      </ProseSection>

      <SiteSpeed sampleRate={vitalsSampleRate} />

      <PrivacyRights phone={phone} emailOn={emailOn} />

      <ProseSection id="changes" title={t("privacy.changes.title")}>
        <p>{t("privacy.changes.body")}</p>
      </ProseSection>
    </ProsePage>
  );
}

/** What the page's Web Vitals beacon sends (app/vitals, worker/api/vitals.ts), on the share of views it runs on. */
function SiteSpeed({ sampleRate }: { sampleRate: number }) {
  const t = useT();
  const share = sampleRate >= 1 ? t("privacy.speed.every") : t("privacy.speed.some", { percent: Math.round(sampleRate * 100) });
  return (
    <ProseSection id="site-speed" title={t("privacy.speed.title")}>
      {sampleRate > 0 ? (
        <>
          <p>{t("privacy.speed.intro", { share })}</p>
          <ul>
            <li>{t("privacy.speed.page")}</li>
            <li>{t("privacy.speed.device")}</li>
            <li>{t("privacy.speed.element")}</li>
          </ul>
          <p>{t("privacy.speed.anonymous")}</p>
        </>
      ) : (
        <p>{t("privacy.speed.off")}</p>
      )}
      <p>{t("privacy.speed.optOut")}</p>
    </ProseSection>
  );
}
