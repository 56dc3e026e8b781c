import { useRef, useState, type FormEvent } from "react";
import { BUDGET_OPTIONS, chatbotUrl, VEHICLE_TYPE_OPTIONS, type HeroSearch } from "#app/domain/hero-search";
import { formatDollars } from "#app/i18n/dollars";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { localizedPath, type Locale } from "#app/i18n/locale";
import type { MessageKey } from "#app/i18n/messages/en";
import type { Translate } from "#app/domain/message";
import type { VehicleMake } from "#app/domain/vehicle-makes";
import { useSiteSettings } from "#app/site-settings";
import { inputClass } from "./form-field";
import { useHydrated } from "./use-hydrated";
import { useModelOptions } from "./use-model-options";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

// Five fields and the button in one row on wide screens, two columns on tablets, one on phones.
// The button's column has its own width: sized by the button (auto), the fields narrowed when it arrived,
// a shift on a slow phone that paints the form before its last element has been parsed.
/**
 * One height for the selects and the ZIP input: the row's fields sit on its bottom line (lg:items-end),
 * and a native select is 3 px shorter than a text input, so on a slow phone, painted before the ZIP field
 * had arrived, the row grew when it did and moved every field 3 px (a layout shift).
 */
const controlClass = `${inputClass} h-[2.875rem]`;
const panelClass =
  "grid gap-3 rounded-2xl bg-white p-4 text-left shadow-xl sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_11rem] lg:items-end";
const TYPE_LABELS: Record<HeroSearch["vehicleType"], MessageKey> = {
  new: "landing.search.type.new",
  used: "landing.search.type.used",
  cpo: "landing.search.type.cpo",
};

/** A budget option's label from its value ("under-30000", "30000-50000", "over-100000"), money by Intl. */
function budgetLabel(t: Translate, locale: Locale, value: HeroSearch["budget"]): string {
  const [from, to] = value.split("-");
  if (value === "") return t("landing.search.anyBudget");
  if (from === "under") return t("landing.search.under", { amount: formatDollars(locale, Number(to)) });
  if (from === "over") return t("landing.search.over", { amount: formatDollars(locale, Number(to)) });
  return t("landing.search.between", { from: formatDollars(locale, Number(from)), to: formatDollars(locale, Number(to)) });
}

const submitClass =
  "rounded-lg bg-accent-500 px-6 py-2.5 text-base font-bold text-slate-900 shadow hover:bg-amber-400 sm:col-span-2 lg:col-span-1 lg:w-full";

/**
 * Hero search (SPEC §2), an island (decision record 048). With JavaScript it goes straight to the chat in the
 * page's language (/chatbot, /es/chatbot); without, it is a GET form to /search (/es/search), which redirects
 * to the same URL built by the same function.
 */
export function HeroSearchPanel({ makes }: { makes: VehicleMake[] }) {
  const { currentYear } = useSiteSettings();
  const t = useT();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [search, setSearch] = useState<HeroSearch>({ vehicleType: "new", make: "", model: "", budget: "", zipCode: "" });
  const { models, loading } = useModelOptions(search.make, currentYear, hydrated);
  const form = useRef<HTMLFormElement>(null);

  // What was chosen or typed before the scripts ran stays; each value is checked as the fields' own are.
  useTypedBeforeHydration(form, ({ values }) =>
    setSearch((s) => ({
      ...s,
      ...(values.vehicleType !== undefined
        ? { vehicleType: VEHICLE_TYPE_OPTIONS.find((o) => o.value === values.vehicleType)?.value ?? s.vehicleType }
        : {}),
      ...(values.make !== undefined && makes.some((m) => m.name === values.make) ? { make: values.make, model: "" } : {}),
      ...(values.budget !== undefined ? { budget: BUDGET_OPTIONS.find((o) => o.value === values.budget)?.value ?? "" } : {}),
      ...(values.zipCode !== undefined ? { zipCode: values.zipCode.replace(/\D/g, "").slice(0, 5) } : {}),
    })),
  );

  // Values come from the selects' own options, so they are always ones the builder knows.
  const set = <K extends keyof HeroSearch>(field: K, value: HeroSearch[K]) =>
    setSearch((s) => ({ ...s, [field]: value, ...(field === "make" ? { model: "" } : {}) }));

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    window.location.assign(chatbotUrl(search, locale));
  }

  return (
    <form
      ref={form}
      method="get"
      action={localizedPath("/search", locale)}
      onSubmit={hydrated ? submit : undefined}
      aria-label={t("landing.search.label")}
      className={panelClass}
    >
      <Field id="hero-type" label={t("landing.search.vehicleType")}>
        <select
          id="hero-type"
          name="vehicleType"
          className={controlClass}
          value={search.vehicleType}
          onChange={(e) => set("vehicleType", VEHICLE_TYPE_OPTIONS.find((o) => o.value === e.target.value)?.value ?? "new")}
        >
          {VEHICLE_TYPE_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {t(TYPE_LABELS[o.value])}
            </option>
          ))}
        </select>
      </Field>
      <Field id="hero-make" label={t("landing.search.make")}>
        <select id="hero-make" name="make" className={controlClass} value={search.make} onChange={(e) => set("make", e.target.value)}>
          <option value="">{t("landing.search.allMakes")}</option>
          {makes.map((m) => (
            <option key={m.id} value={m.name}>
              {m.name}
            </option>
          ))}
        </select>
      </Field>
      <Field id="hero-model" label={t("landing.search.model")}>
        <select
          id="hero-model"
          name="model"
          className={controlClass}
          value={search.model}
          disabled={!search.make || loading || models.length === 0}
          onChange={(e) => set("model", e.target.value)}
        >
          <option value="">{t(loading ? "landing.search.loadingModels" : "landing.search.allModels")}</option>
          {models.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </Field>
      <Field id="hero-budget" label={t("landing.search.budget")}>
        <select
          id="hero-budget"
          name="budget"
          className={controlClass}
          value={search.budget}
          onChange={(e) => set("budget", BUDGET_OPTIONS.find((o) => o.value === e.target.value)?.value ?? "")}
        >
          {BUDGET_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {budgetLabel(t, locale, o.value)}
            </option>
          ))}
        </select>
      </Field>
      <Field id="hero-zip" label={t("landing.search.zip")}>
        <input
          id="hero-zip"
          name="zipCode"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          placeholder={t("landing.search.zipPlaceholder")}
          className={controlClass}
          value={search.zipCode}
          onChange={(e) => set("zipCode", e.target.value.replace(/\D/g, "").slice(0, 5))}
        />
      </Field>
      <button type="submit" className={submitClass}>
        {t("landing.search.submit")}
      </button>
    </form>
  );
}

/** A field, painted once the next has been parsed (app.css, painted-whole): never its label alone. */
function Field({ id, label, children }: { id: string; label: string; children: React.ReactNode }) {
  return (
    <div className="painted-whole">
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
    </div>
  );
}
