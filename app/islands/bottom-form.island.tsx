import type { PageLeadForms } from "#app/components/lead-form-props";
import { LeadForm } from "#app/components/lead-form";
import { usePageFormToken } from "#app/components/page-form-token";
import { useT } from "#app/i18n/i18n-context";

/** The lead form of the landing page's bottom section, with the page's form token it shares with the modal's. */
function BottomLeadForm({ formToken, ...forms }: PageLeadForms) {
  const t = useT();
  const [token, renewToken] = usePageFormToken(formToken);
  return (
    <LeadForm formKind="bottom" idPrefix="bottom" submitLabel={t("form.submit")} formToken={token} onFormToken={renewToken} {...forms} />
  );
}

export default { component: BottomLeadForm };
