import type { LeadField, LeadFormState } from "#app/domain/lead-form-rules";
import { modelYearOptions, parseModelYear } from "#app/domain/model-years";
import { formatPhoneDisplay } from "#app/domain/phone";
import type { VehicleMake } from "#app/domain/vehicle-makes";
import { useT } from "#app/i18n/i18n-context";
import { describedBy, FieldShell, inputClass } from "./form-field";
import { takePhoneEdit } from "./phone-field-edit";
import { useModelOptions } from "./use-model-options";

type Props = {
  idPrefix: string;
  values: LeadFormState;
  errorOf: (field: LeadField) => string | undefined;
  onChange: (field: LeadField | "honeypot", value: string) => void;
  onBlur: (field: LeadField) => void;
  makes: VehicleMake[];
  currentYear: number;
  hydrated: boolean;
  /** The visitor typed the model before the scripts ran: its text field stays, with what they typed. */
  modelTyped: boolean;
  /** Puts in the address the email's "Did you mean …?" offers, when it offers one. */
  fixEmail?: (() => void) | undefined;
};

export function LeadFormFields({ idPrefix, values, errorOf, onChange, onBlur, makes, currentYear, hydrated, modelTyped, fixEmail }: Props) {
  const { models, loading } = useModelOptions(values.make, parseModelYear(values.modelYear), hydrated);
  const id = (field: string) => `${idPrefix}-${field}`;
  const t = useT();
  const years = modelYearOptions(currentYear).map((option) =>
    option.value === ""
      ? { ...option, label: t("form.selectYear") }
      : option.value.endsWith("+")
        ? { ...option, label: t("form.yearOrNewer", { year: currentYear }) }
        : option,
  );

  const text = (field: LeadField, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
    <FieldShell id={id(field)} label={label} error={errorOf(field)} fix={field === "email" ? fixEmail : undefined}>
      <input
        id={id(field)}
        name={field}
        className={inputClass}
        value={values[field]}
        onChange={(e) => onChange(field, e.target.value)}
        onBlur={() => onBlur(field)}
        {...describedBy(id(field), errorOf(field))}
        {...extra}
      />
    </FieldShell>
  );

  const select = (
    field: LeadField,
    label: string,
    options: { value: string; label: string }[],
    extra: React.SelectHTMLAttributes<HTMLSelectElement> = {},
  ) => (
    <FieldShell id={id(field)} label={label} error={errorOf(field)}>
      <select
        id={id(field)}
        name={field}
        required
        className={inputClass}
        value={values[field]}
        onChange={(e) => onChange(field, e.target.value)}
        onBlur={() => onBlur(field)}
        {...describedBy(id(field), errorOf(field))}
        {...extra}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {text("firstName", t("form.firstName"), { autoComplete: "given-name", required: true })}
      {text("lastName", t("form.lastName"), { autoComplete: "family-name", required: true })}
      <FieldShell id={id("phone")} label={t("form.phone")} error={errorOf("phone")}>
        <input
          id={id("phone")}
          name="phone"
          type="tel"
          autoComplete="tel"
          placeholder={t("form.phonePlaceholder")}
          required
          className={inputClass}
          value={formatPhoneDisplay(values.phone)}
          onChange={(e) => onChange("phone", takePhoneEdit(e, values.phone))}
          onBlur={() => onBlur("phone")}
          {...describedBy(id("phone"), errorOf("phone"))}
        />
      </FieldShell>
      {text("email", t("form.email"), { type: "email", autoComplete: "email", inputMode: "email", required: true })}
      {select("make", t("form.make"), [
        { value: "", label: t("form.selectMake") },
        ...makes.map((m) => ({ value: m.name, label: m.name })),
      ])}
      {select("modelYear", t("form.modelYear"), years)}
      {hydrated && !modelTyped
        ? select(
            "model",
            t("form.model"),
            [{ value: "", label: t(loading ? "form.loadingModels" : "form.selectModel") }, ...models.map((m) => ({ value: m, label: m }))],
            { disabled: !values.make || !values.modelYear || loading },
          )
        : // Without JavaScript the list cannot follow the make and year, so the model is typed (and stays typed
          // when it was typed before the scripts ran).
          text("model", t("form.model"), { autoComplete: "off", required: true })}
      {text("zipCode", t("form.zipCode"), {
        inputMode: "numeric",
        autoComplete: "postal-code",
        maxLength: 5,
        required: true,
        onChange: (e) => onChange("zipCode", e.target.value.replace(/\D/g, "").slice(0, 5)),
      })}
      {/* Honeypot: invisible to people and screen readers, tempting to form-filling bots (SPEC §4). */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id("website")}>{t("form.honeypot")}</label>
        <input
          id={id("website")}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(e) => onChange("honeypot", e.target.value)}
        />
      </div>
    </div>
  );
}
