import { useAdvisorHoursText } from "./advisor-hours";
import { BUYER_LINKS, buyerHomePath } from "#app/domain/buyers/buyer-links";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { richText } from "#app/i18n/rich-text";
import { PhoneLink } from "./phone-link";
import { ProseSection } from "./prose-page";

const strong = (words: string) => <strong>{words}</strong>;

/**
 * /privacy's rights and how to use them. Each sentence holds for this deployment: we neither sell nor
 * share, so a Global Privacy Control signal has nothing left to stop; replies to our emails, and the lost
 * link of the buyer's page (docs/decisions/052), are offered only while we send emails (EMAIL_FROM set).
 */
export function PrivacyRights({ phone, emailOn }: { phone: string; emailOn: boolean }) {
  const t = useT();
  const locale = useLocale();
  const hours = useAdvisorHoursText();
  return (
    <>
      <ProseSection id="your-rights" title={t("privacy.rights.title")}>
        <p>{t("privacy.rights.intro")}</p>
        <ul>
          <li>{richText(t("privacy.rights.know"), [strong])}</li>
          <li>{richText(t("privacy.rights.delete"), [strong])}</li>
          <li>{richText(t("privacy.rights.correct"), [strong])}</li>
          <li>{richText(t("privacy.rights.optOut"), [strong])}</li>
          <li>{richText(t("privacy.rights.nonDiscrimination"), [strong])}</li>
        </ul>
      </ProseSection>

      <ProseSection id="private-page" title={t("privacy.page.title")}>
        <p>{t("privacy.page.body")}</p>
        <p>
          {richText(t(emailOn ? "privacy.page.linkEmailOn" : "privacy.page.linkEmailOff", { days: BUYER_LINKS.pageDays }), [
            (words) => <a href={buyerHomePath(locale)}>{words}</a>,
          ])}
        </p>
        <p>{t("privacy.page.deletion")}</p>
      </ProseSection>

      <ProseSection id="requests" title={t("privacy.requests.title")}>
        <p>
          {richText(t(emailOn ? "privacy.requests.bodyEmailOn" : "privacy.requests.bodyEmailOff", { hours }), [
            () => <PhoneLink phone={phone} />,
          ])}
        </p>
      </ProseSection>
    </>
  );
}
