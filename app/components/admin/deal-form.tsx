import { useEffect, useRef, type InputHTMLAttributes } from "react";
import { Form, useLocation, useNavigation } from "react-router";
import { DEAL_FIELD_LABELS, SPEC_FIELDS, type DealField, type DealFormState } from "#app/domain/admin/deal-fields";
import { describedBy, FieldShell, inputClass } from "#app/components/form-field";

type DealFormProps = {
  intent: "create" | "update";
  dealId?: number;
  values: DealFormState;
  errors?: Record<string, string>;
  submitLabel: string;
};

const MAIN_FIELDS = ["year", "make", "model", "trim", "vin", "savingsOffMsrp", "dateNegotiated"] as const satisfies readonly DealField[];

/** Per-field input hints: numbers get the right keyboard, the date a date picker, the VIN no autocorrect. */
const INPUT_PROPS: Partial<Record<DealField, InputHTMLAttributes<HTMLInputElement>>> = {
  year: { inputMode: "numeric", autoComplete: "off" },
  vin: { autoCapitalize: "characters", spellCheck: false, autoComplete: "off" },
  savingsOffMsrp: { inputMode: "decimal" },
  dateNegotiated: { type: "date" },
};

const saveButton =
  "rounded-lg bg-brand-600 px-5 py-2.5 font-semibold text-white shadow hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70";

/**
 * Adds or edits a deal through the route action, so it works without JavaScript; the action answers
 * with the field messages of the shared schema and the values as typed.
 */
export function DealForm({ intent, dealId, values, errors = {}, submitLabel }: DealFormProps) {
  const location = useLocation();
  const navigation = useNavigation();
  const formRef = useRef<HTMLFormElement>(null);
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent;
  const prefix = `deal-${intent}`;

  // After a refused save (each one is a new location), keyboard and screen-reader users land on the first field to fix.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new location is the trigger; the effect reads the DOM, not it.
  useEffect(() => {
    formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [location.key]);

  const field = (name: DealField) => {
    const id = `${prefix}-${name}`;
    return (
      <FieldShell key={name} id={id} label={DEAL_FIELD_LABELS[name]} error={errors[name]}>
        <input
          id={id}
          name={name}
          defaultValue={values[name]}
          className={inputClass}
          {...INPUT_PROPS[name]}
          {...describedBy(id, errors[name])}
        />
      </FieldShell>
    );
  };

  return (
    // Keyed by location so the fields are reset after a save redirects back here.
    <Form key={location.key} ref={formRef} method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={intent} />
      {dealId !== undefined ? <input type="hidden" name="id" value={dealId} /> : null}
      {errors._ ? (
        <p className="rounded-lg bg-red-50 p-3 text-sm text-red-800" role="alert">
          {errors._}
        </p>
      ) : null}
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">{MAIN_FIELDS.map(field)}</div>
      <fieldset className="rounded-lg border border-slate-200 p-4">
        <legend className="px-1 text-sm font-semibold text-slate-800">Specs</legend>
        <p className="mb-3 text-sm text-slate-600">
          Leave a spec empty and it is filled from the VIN when the VIN decodes; what you type is kept.
        </p>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-5">{SPEC_FIELDS.map(field)}</div>
      </fieldset>
      <button type="submit" disabled={busy} className={saveButton}>
        {busy ? "Saving..." : submitLabel}
      </button>
    </Form>
  );
}
