import { ADVISOR_HOURS_TEXT } from "~/domain/advisor-hours";
import { CALLBACK_CLAIMS } from "~/domain/constants";
import type { FormKind } from "~/domain/lead-submission";
import { useSiteSettings } from "~/site-settings";
import { PhoneLink } from "./phone-link";

/** Shown after a save, a duplicate and a bot's fake success alike (SPEC §4). */
export function LeadThankYou({ formKind, id }: { formKind: FormKind; id?: string }) {
  const { phone } = useSiteSettings();
  return (
    <div id={id} className="scroll-mt-28 py-6 text-center" role="status" aria-live="polite">
      <h3 className="text-2xl font-bold text-brand-900">Thank You!</h3>
      <p className="mt-3 text-slate-700">An advisor will call you within {CALLBACK_CLAIMS.forms} during business hours.</p>
      <p className="mt-4 text-slate-700">
        Can&apos;t wait? Call us at <PhoneLink phone={phone} className="font-semibold text-brand-700 underline" />
      </p>
      {formKind === "modal" ? <p className="mt-2 text-sm text-slate-600">{ADVISOR_HOURS_TEXT}</p> : null}
    </div>
  );
}
