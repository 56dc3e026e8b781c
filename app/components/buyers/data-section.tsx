import type { BuyerPageView } from "#app/domain/buyers/buyer-page";
import { API_LIMITS } from "#app/domain/constants";
import { useT } from "#app/i18n/i18n-context";
import { BuyerSection, buyerButton, fieldClass, quietButton, StatusMessage } from "./buyer-frame";
import { PROBLEM_WORDS } from "./buyer-words";

type Props = Pick<BuyerPageView, "details" | "paths" | "problem" | "reach">;

const FIELDS = [
  { name: "firstName", key: "buyer.details.firstName", autoComplete: "given-name", type: "text" },
  { name: "lastName", key: "buyer.details.lastName", autoComplete: "family-name", type: "text" },
  { name: "phone", key: "buyer.details.phone", autoComplete: "tel", type: "tel" },
  { name: "email", key: "buyer.details.email", autoComplete: "email", type: "email" },
] as const;

/**
 * Their data (the rights /privacy describes): everything we hold, to download or read; their name, phone
 * and email to correct (a new email waits for the link sent to it); and everything deleted, with one
 * confirmation.
 */
export function DataSection({ details, paths, problem, reach }: Props) {
  const t = useT();
  const detailsProblem = problem?.form === "details" ? problem : null;
  const deleteProblem = problem?.form === "delete" ? problem.problem : null;
  const fieldError = (name: string) => {
    return detailsProblem?.fields[name] ?? null;
  };
  return (
    <BuyerSection id="data" title={t("buyer.data.title")}>
      <p>{t("buyer.data.intro")}</p>
      {reach === "lead" ? <p>{t("buyer.data.chatOnly")}</p> : null}
      <h3 className="font-semibold text-slate-900">{t("buyer.data.downloadTitle")}</h3>
      <ul className="flex flex-col gap-1">
        <li>
          <a href={paths.dataPage} className="font-semibold text-brand-700 underline">
            {t("buyer.data.readable")}
          </a>
        </li>
        <li>
          <a href={paths.dataJson} download className="font-semibold text-brand-700 underline">
            {t("buyer.data.json")}
          </a>
        </li>
      </ul>

      <h3 id="details" className="mt-2 scroll-mt-4 font-semibold text-slate-900">
        {t("buyer.details.title")}
      </h3>
      {detailsProblem?.problem ? (
        <StatusMessage id="details-problem" tone="problem">
          {t(PROBLEM_WORDS[detailsProblem.problem])}
        </StatusMessage>
      ) : null}
      {detailsProblem && !detailsProblem.problem ? (
        <StatusMessage id="details-problem" tone="problem">
          {t("buyer.details.fix")}
        </StatusMessage>
      ) : null}
      {details.pendingEmail ? <p>{t("buyer.details.pending", { email: details.pendingEmail })}</p> : null}
      <form method="post" action={paths.page} noValidate className="grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value="details" />
        {FIELDS.map((field) => {
          const error = fieldError(field.name);
          const id = `details-${field.name}`;
          return (
            <div key={field.name}>
              <label htmlFor={id} className="font-medium text-slate-900">
                {t(field.key)}
              </label>
              <input
                id={id}
                name={field.name}
                type={field.type}
                autoComplete={field.autoComplete}
                maxLength={API_LIMITS.maxTextField}
                defaultValue={details[field.name]}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : field.name === "email" ? "details-email-hint" : undefined}
                className={fieldClass}
              />
              {error ? (
                <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                  {error}
                </p>
              ) : null}
              {field.name === "email" && !error ? (
                <p id="details-email-hint" className="mt-1 text-sm text-slate-600">
                  {t("buyer.details.emailHint")}
                </p>
              ) : null}
            </div>
          );
        })}
        <p className="sm:col-span-2">
          <button type="submit" className={buyerButton}>
            {t("buyer.details.save")}
          </button>
        </p>
      </form>

      <h3 className="mt-2 font-semibold text-slate-900">{t("buyer.delete.title")}</h3>
      {deleteProblem ? (
        <StatusMessage id="delete-problem" tone="problem">
          {t(PROBLEM_WORDS[deleteProblem])}
        </StatusMessage>
      ) : null}
      <p>{t("buyer.delete.text")}</p>
      <form method="post" action={paths.page} className="flex flex-col gap-3">
        <input type="hidden" name="intent" value="delete" />
        <label className="flex items-start gap-2">
          <input type="checkbox" name="confirm" value="yes" required className="mt-1 h-4 w-4 accent-red-700" />
          <span>{t("buyer.delete.confirm")}</span>
        </label>
        <p>
          <button type="submit" className={`${quietButton} border-red-700 text-red-800 hover:bg-red-50`}>
            {t("buyer.delete.button")}
          </button>
        </p>
      </form>
    </BuyerSection>
  );
}
