import { useFormAction } from "react-router";
import type { LeadActionResult } from "#app/domain/marketing-page";
import type { PageContext } from "#app/domain/page-context";
import type { VehicleMake } from "#app/domain/vehicle-makes";
import { useT } from "#app/i18n/i18n-context";
import { richText } from "#app/i18n/rich-text";
import { useSiteSettings } from "#app/site-settings";
import { LeadForm } from "#app/components/lead-form";
import { PhoneLink } from "#app/components/phone-link";

export type ChatNoScriptProps = {
  makes: VehicleMake[];
  formToken: string;
  pageContext: PageContext;
  /** The route action's answer to the form posted without JavaScript. */
  result: LeadActionResult | undefined;
};

/** The lead's source tag: a modal form's lead, tagged by where it was offered (SPEC §3: landing_page_chatbot). */
const CHAT_FORM_SOURCE = "chatbot";

/**
 * /chatbot without JavaScript: the chat cannot go on, so the site's lead form stands
 * in for it, posted to the page's own action like the modal's form and answered in the same place.
 */
export function ChatNoScript({ makes, formToken, pageContext, result }: ChatNoScriptProps) {
  const { phone } = useSiteSettings();
  const t = useT();
  const action = useFormAction();
  return (
    <section aria-labelledby="chat-form-title" className="py-6">
      <h2 id="chat-form-title" className="text-xl font-semibold text-brand-900">
        {t("chat.noScript.title")}
      </h2>
      <p className="mt-2 text-slate-700">
        {richText(t("chat.noScript.text"), [() => <PhoneLink phone={phone} className="text-brand-700 underline" />])}
      </p>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        <LeadForm
          formKind="modal"
          source={CHAT_FORM_SOURCE}
          idPrefix="chat-form"
          submitLabel={t("form.submit")}
          makes={makes}
          formToken={result?.formToken ?? formToken}
          // Without JavaScript no JSON answer brings a token: a posted form comes back with its next one in `result`.
          onFormToken={() => undefined}
          pageContext={pageContext}
          result={result}
          action={action}
        />
      </div>
    </section>
  );
}
