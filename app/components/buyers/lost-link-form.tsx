import { useT } from "#app/i18n/i18n-context";
import { useSiteSettings } from "#app/site-settings";
import { EmailField } from "#app/components/email-field";
import { PhoneLink } from "#app/components/phone-link";
import { richText } from "#app/i18n/rich-text";
import { buyerButton, fieldClass } from "./buyer-frame";

type Props = { action: string; emailOn: boolean; email?: string; error?: string | null };

/**
 * The lost-link form (docs/decisions/052): an address, and the same answer whether or not it is ours.
 * Without visitor emails (EMAIL_FROM empty) there is nothing to send: the page says to call instead.
 */
export function LostLinkForm({ action, emailOn, email = "", error = null }: Props) {
  const t = useT();
  const { phone } = useSiteSettings();
  if (!emailOn) {
    return (
      <p>{richText(t("buyer.lost.noEmail"), [() => <PhoneLink phone={phone} className="font-semibold text-brand-700 underline" />])}</p>
    );
  }
  return (
    <form id="lost-link" method="post" action={action} noValidate className="flex scroll-mt-4 flex-col gap-3">
      <div>
        <EmailField
          id="lost-link-email"
          errorId="lost-link-error"
          label={t("buyer.lost.label")}
          email={email}
          error={error}
          labelClassName="font-medium text-slate-900"
          inputClassName={fieldClass}
        />
      </div>
      <p>
        <button type="submit" className={buyerButton}>
          {t("buyer.lost.button")}
        </button>
      </p>
    </form>
  );
}
