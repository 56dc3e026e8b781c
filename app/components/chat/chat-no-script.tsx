import { CALLBACK_CLAIMS } from "~/domain/constants";
import type { LeadActionResult } from "~/domain/marketing-page";
import type { PageContext } from "~/domain/page-context";
import type { VehicleMake } from "~/domain/vehicle-makes";
import { I18nProvider } from "~/i18n/i18n-context";
import { useSiteSettings } from "~/site-settings";
import { LeadForm } from "../lead-form";
import { PhoneLink } from "../phone-link";

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
 * /chatbot without JavaScript (issue 20, item 6): the chat cannot go on, so the site's lead form stands
 * in for it, posted to the page's own action like the modal's form and answered in the same place.
 */
export function ChatNoScript({ makes, formToken, pageContext, result }: ChatNoScriptProps) {
  const { phone } = useSiteSettings();
  return (
    <section aria-labelledby="chat-form-title" className="py-6">
      <h2 id="chat-form-title" className="text-xl font-semibold text-brand-900">
        Tell us here instead
      </h2>
      <p className="mt-2 text-slate-700">
        The assistant needs JavaScript, which is off in this browser. Leave your details and an advisor will call you within{" "}
        {CALLBACK_CLAIMS.forms} during business hours, or call us at <PhoneLink phone={phone} className="text-brand-700 underline" />.
      </p>
      <div className="mt-6 rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
        {/* The form's words come from the catalogue (issue 24); the chat page itself is English only for now. */}
        <I18nProvider>
          <LeadForm
            formKind="modal"
            source={CHAT_FORM_SOURCE}
            idPrefix="chat-form"
            submitLabel="Get My Free Consultation"
            makes={makes}
            formToken={result?.formToken ?? formToken}
            // Without JavaScript no JSON answer brings a token: a posted form comes back with its next one in `result`.
            onFormToken={() => undefined}
            pageContext={pageContext}
            result={result}
          />
        </I18nProvider>
      </div>
    </section>
  );
}
