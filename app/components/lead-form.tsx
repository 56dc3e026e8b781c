import { useRef, useState, type FormEvent } from "react";
import { PRIVACY_PATH } from "#app/domain/consent";
import { suggestedEmail } from "#app/domain/email";
import { EMPTY_LEAD_FORM, LEAD_FIELDS, leadFormErrors, type LeadField, type LeadFormState } from "#app/domain/lead-form-rules";
import { phoneDigits } from "#app/domain/phone";
import { formatPhone } from "#app/i18n/format";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { richText } from "#app/i18n/rich-text";
import { pathInLanguage } from "#app/i18n/twins";
import { useSiteSettings } from "#app/site-settings";
import { browserPageContext } from "./browser-page-context";
import { LeadFormFields } from "./lead-form-fields";
import { loadApiAnswers } from "./load-api-answers";
import type { LeadFormProps } from "./lead-form-props";
import { LeadThankYou } from "./lead-thank-you";
import { useHydrated } from "./use-hydrated";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

type Status = "idle" | "submitting" | "success";

const submitClass =
  "mt-6 w-full rounded-lg bg-brand-600 px-6 py-3 text-lg font-semibold text-white shadow hover:bg-brand-700 " +
  "disabled:cursor-wait disabled:opacity-70";

/**
 * The lead form of the modal and of the bottom section. With JavaScript it validates on blur and posts
 * JSON to /api/leads; without it, it posts to the route action, which renders the same errors or thank-you.
 */
export function LeadForm({
  formKind,
  source,
  idPrefix,
  makes,
  formToken,
  onFormToken,
  pageContext,
  result,
  submitLabel,
  action,
}: LeadFormProps) {
  const { phone: supportPhone, currentYear } = useSiteSettings();
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();
  const mine = result && result.formKind === formKind ? result : undefined;
  const [values, setValues] = useState<LeadFormState>(() => ({ ...EMPTY_LEAD_FORM, ...mine?.values }));
  const [touched, setTouched] = useState<ReadonlySet<LeadField>>(() => new Set(mine?.fields ? LEAD_FIELDS : []));
  const [serverErrors, setServerErrors] = useState<Record<string, string>>(() => mine?.fields ?? {});
  const [status, setStatus] = useState<Status>(mine?.ok ? "success" : "idle");
  const [receipt, setReceipt] = useState(mine?.ok ? mine.receipt : undefined);
  // A model typed before the scripts ran keeps its text field: the list of models is not loaded yet.
  const [modelTyped, setModelTyped] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useTypedBeforeHydration(formRef, ({ values: typed, focused }) => {
    const kept = Object.fromEntries(
      Object.entries(typed)
        .filter(([name]) => (LEAD_FIELDS as readonly string[]).includes(name) || name === "website")
        .map(([name, value]) => (name === "website" ? ["honeypot", value] : [name, name === "phone" ? phoneDigits(value) : value])),
    );
    setValues((v) => ({ ...v, ...kept }));
    if (typed.model || focused === "model") setModelTyped(true);
  });

  // Posted without JavaScript, the page comes back at the form, its errors or its thank-you in view.
  const anchor = `${idPrefix}-lead`;
  if (status === "success") return <LeadThankYou formKind={formKind} id={anchor} receipt={receipt} />;

  // The rules' messages are said here; the server's come in the page's language already.
  const clientErrors = leadFormErrors(values);
  const clientError = (field: LeadField) => {
    const message = clientErrors[field];
    return message && t(message.key, message.values);
  };
  const errorOf = (field: LeadField) => (touched.has(field) ? (serverErrors[field] ?? clientError(field)) : undefined);
  // "Did you mean maria@gmail.com?" puts that address in when pressed, and the field keeps the focus.
  const suggestion = suggestedEmail(values.email);
  const fixEmail =
    hydrated && suggestion && errorOf("email") === clientError("email")
      ? () => {
          change("email", suggestion);
          formRef.current?.querySelector<HTMLInputElement>('[name="email"]')?.focus();
        }
      : undefined;

  function change(field: LeadField | "honeypot", value: string) {
    const listChanges = !modelTyped && (field === "make" || field === "modelYear");
    setValues((v) => ({ ...v, [field]: value, ...(listChanges ? { model: "" } : {}) }));
    setServerErrors(({ [field]: _, ...rest }) => rest);
  }

  function touch(field: LeadField) {
    setTouched((t) => new Set(t).add(field));
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (status === "submitting") return;
    setTouched(new Set(LEAD_FIELDS));
    const firstInvalid = LEAD_FIELDS.find((field) => clientErrors[field]);
    if (firstInvalid) {
      formRef.current?.querySelector<HTMLElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    setStatus("submitting");
    setServerErrors(({ _: _formMessage, ...rest }) => rest);
    try {
      const [response, { formSuccessAnswer, readApiError }] = await Promise.all([
        fetch("/api/leads", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ ...values, formKind, source, formToken, context: browserPageContext(), language: locale }),
        }),
        loadApiAnswers(),
      ]);
      if (response.ok) {
        const answer = formSuccessAnswer.safeParse(await response.json().catch(() => null));
        if (answer.success && answer.data.formToken) onFormToken(answer.data.formToken);
        if (answer.success) setReceipt(answer.data.receipt);
        return setStatus("success");
      }
      const body = await readApiError(response);
      if (body.formToken) onFormToken(body.formToken);
      const messages = Object.fromEntries(
        Object.entries(body.fields ?? {}).filter(([field]) => field === "_" || LEAD_FIELDS.includes(field as LeadField)),
      );
      // Field messages, or one for the whole form (an expired form: the page now holds a fresh token).
      if (response.status === 400 && Object.keys(messages).length > 0) {
        setServerErrors(messages);
        setStatus("idle");
        return;
      }
      throw new Error(`lead save answered ${response.status}`);
    } catch (error) {
      console.error("lead save failed", error);
      setStatus("idle");
      window.alert(t("form.saveFailure", { phone: formatPhone(locale, supportPhone) }));
    }
  }

  return (
    <form
      id={anchor}
      ref={formRef}
      method="post"
      action={`${action}#${anchor}`}
      noValidate
      className="scroll-mt-28"
      onSubmit={hydrated ? submit : undefined}
    >
      <input type="hidden" name="intent" value="lead" />
      <input type="hidden" name="formKind" value={formKind} />
      <input type="hidden" name="language" value={locale} />
      {source ? <input type="hidden" name="source" value={source} /> : null}
      <input type="hidden" name="formToken" value={formToken} />
      {Object.entries(pageContext).map(([name, value]) => (value ? <input key={name} type="hidden" name={name} value={value} /> : null))}
      {serverErrors._ ? (
        <p className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
          {serverErrors._}
        </p>
      ) : null}
      <LeadFormFields
        idPrefix={idPrefix}
        values={values}
        errorOf={errorOf}
        onChange={change}
        onBlur={touch}
        makes={makes}
        currentYear={currentYear}
        hydrated={hydrated}
        modelTyped={modelTyped}
        fixEmail={fixEmail}
      />
      <button type="submit" disabled={status === "submitting"} className={submitClass}>
        {status === "submitting" ? t("form.submitting") : submitLabel}
      </button>
      <p className="mt-3 text-center text-xs text-slate-500">
        {richText(t("form.consent"), [
          (words) => (
            <a href={pathInLanguage(PRIVACY_PATH, locale)} className="underline hover:text-slate-700">
              {words}
            </a>
          ),
        ])}
      </p>
    </form>
  );
}
