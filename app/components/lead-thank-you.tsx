import type { FormKind } from "#app/domain/lead-submission";
import { useT } from "#app/i18n/i18n-context";
import { richText } from "#app/i18n/rich-text";
import { useSiteSettings } from "#app/site-settings";
import { AdvisorHours } from "./advisor-hours";
import { PhoneLink } from "./phone-link";

/**
 * Shown after a save, a duplicate and a bot's fake success alike (SPEC §4), each with its link to the
 * request just made (docs/decisions/052): the request alone, never the person's page.
 */
export function LeadThankYou({ formKind, id, receipt }: { formKind: FormKind; id?: string; receipt?: string | undefined }) {
  const { phone } = useSiteSettings();
  const t = useT();
  return (
    <div id={id} className="scroll-mt-28 py-6 text-center" role="status" aria-live="polite">
      <h3 className="text-2xl font-bold text-brand-900">{t("form.thanks.title")}</h3>
      <p className="mt-3 text-slate-700">{t("form.thanks.callback")}</p>
      <p className="mt-4 text-slate-700">
        {richText(t("form.thanks.call"), [() => <PhoneLink phone={phone} className="font-semibold text-brand-700 underline" />])}
      </p>
      {receipt ? (
        <p className="mt-4 text-slate-700">
          {richText(t("form.thanks.receipt"), [
            (words) => (
              <a href={receipt} className="font-semibold text-brand-700 underline">
                {words}
              </a>
            ),
          ])}
        </p>
      ) : null}
      {formKind === "modal" ? (
        <p className="mt-2 text-sm text-slate-600">
          <AdvisorHours />
        </p>
      ) : null}
    </div>
  );
}
