import { useEffect, useRef, useState, type FormEvent } from "react";
import { FORM_LIMITS } from "#app/domain/constants";
import type { NewsletterActionResult } from "#app/domain/marketing-page";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { browserPageContext } from "./browser-page-context";
import { loadApiAnswers } from "./load-api-answers";
import { useHydrated } from "./use-hydrated";
import { useTypedBeforeHydration } from "./use-typed-before-hydration";

type Props = {
  /** The route action's answer to the box posted without JavaScript. */
  result?: NewsletterActionResult;
  /** Visitor email is on: a signup is told to confirm from its inbox. */
  newsletterConfirms: boolean;
  /** The page's route action, where the box posts without JavaScript. */
  action: string;
};

/** `message`: the server's, in the page's language; without one, the box says the catalogue's failure. */
type Status = { kind: "idle" } | { kind: "subscribing" } | { kind: "success" } | { kind: "error"; message?: string };

/**
 * Footer signup (SPEC §4): Subscribing..., then a success message that clears after 5 s, or a red error.
 * The success says what really happens next.
 */
export function NewsletterBox({ result, newsletterConfirms, action }: Props) {
  const hydrated = useHydrated();
  const t = useT();
  const locale = useLocale();
  const [email, setEmail] = useState(result?.email ?? "");
  const [status, setStatus] = useState<Status>(
    !result ? { kind: "idle" } : result.ok ? { kind: "success" } : { kind: "error", message: result.message },
  );

  const form = useRef<HTMLFormElement>(null);
  // An address typed before the scripts ran stays.
  useTypedBeforeHydration(form, ({ values }) => {
    if (values.email !== undefined) setEmail(values.email);
  });

  useEffect(() => {
    if (status.kind !== "success") return;
    const timer = setTimeout(() => setStatus({ kind: "idle" }), FORM_LIMITS.newsletterMessageMs);
    return () => clearTimeout(timer);
  }, [status.kind]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setStatus({ kind: "subscribing" });
    try {
      const [response, { readApiError }] = await Promise.all([
        fetch("/api/newsletter", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ email, context: browserPageContext(), language: locale }),
        }),
        loadApiAnswers(),
      ]);
      if (response.ok) {
        setEmail("");
        return setStatus({ kind: "success" });
      }
      const body = await readApiError(response);
      setStatus({ kind: "error", message: body.fields?.email });
    } catch {
      setStatus({ kind: "error" });
    }
  }

  return (
    <form
      id="newsletter"
      ref={form}
      // Posted without JavaScript, the page comes back at the box, its message in view.
      method="post"
      action={`${action}#newsletter`}
      noValidate
      onSubmit={hydrated ? submit : undefined}
      aria-label={t("site.newsletter.label")}
    >
      <input type="hidden" name="intent" value="newsletter" />
      <input type="hidden" name="language" value={locale} />
      <label htmlFor="newsletter-email" className="mb-2 block text-sm font-semibold text-white">
        {t("site.newsletter.prompt")}
      </label>
      {/*
        Below 400 px the button goes under the field: the field keeps room for a whole address, and the longer
        "Subscribing..." never has to share its line.
      */}
      <div className="flex flex-col items-start gap-2 min-[400px]:flex-row min-[400px]:items-stretch">
        <input
          id="newsletter-email"
          name="email"
          type="email"
          autoComplete="email"
          required
          placeholder={t("site.newsletter.placeholder")}
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-describedby="newsletter-message"
          // A width from its line, never its own: an input's intrinsic width widened the footer's column past a
          // phone's screen.
          className={emailClass}
        />
        <button
          type="submit"
          disabled={status.kind === "subscribing"}
          className="rounded-lg bg-accent-500 px-4 py-2 font-semibold text-slate-900 hover:bg-amber-400 disabled:opacity-70"
        >
          {t(status.kind === "subscribing" ? "site.newsletter.subscribing" : "site.newsletter.subscribe")}
        </button>
      </div>
      <p id="newsletter-message" role="status" aria-live="polite" className="mt-2 min-h-5 text-sm">
        {status.kind === "success" ? (
          <span className="text-emerald-300">{t(newsletterConfirms ? "site.newsletter.confirmationSent" : "site.newsletter.noted")}</span>
        ) : null}
        {status.kind === "error" ? <span className="text-red-400">{status.message ?? t("site.newsletter.failure")}</span> : null}
      </p>
    </form>
  );
}

const emailClass =
  "w-full min-w-0 min-[400px]:w-0 min-[400px]:flex-1 rounded-lg border border-slate-600 bg-slate-800 px-3 py-2 text-white " +
  "placeholder:text-slate-400";
