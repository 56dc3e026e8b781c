import { Form } from "react-router";
import { LANGUAGE_NAMES, LEAD_LANGUAGES, type LeadLanguage } from "#app/domain/lead-language";
import { panel, smallButton } from "./admin-styles";

/**
 * The languages an advisor speaks: Spanish leads are suggested to those who speak
 * Spanish, and put first on their My day. A plain form, so it works without JavaScript.
 */
export function LanguagesForm({ languages, error }: { languages: LeadLanguage[]; error: string | null }) {
  return (
    <section aria-labelledby="languages-title" className={panel}>
      <h2 id="languages-title" className="font-semibold text-slate-900">
        Languages you speak
      </h2>
      <Form method="post" className="mt-3 flex flex-col gap-3">
        <input type="hidden" name="intent" value="languages" />
        <fieldset aria-describedby={error ? "languages-error" : "languages-hint"}>
          <legend className="text-sm text-slate-600" id="languages-hint">
            Leads who asked in a language you speak are suggested to you.
          </legend>
          <div className="mt-2 flex gap-4">
            {LEAD_LANGUAGES.map((language) => (
              <label key={language} className="flex items-center gap-2 text-sm text-slate-800">
                <input type="checkbox" name="languages" value={language} defaultChecked={languages.includes(language)} />
                {LANGUAGE_NAMES[language]}
              </label>
            ))}
          </div>
        </fieldset>
        {error ? (
          <p id="languages-error" role="alert" className="text-sm text-red-700">
            {error}
          </p>
        ) : null}
        <button type="submit" className={`self-start ${smallButton}`}>
          Save languages
        </button>
      </Form>
    </section>
  );
}
