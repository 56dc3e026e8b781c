import type { ReactNode } from "react";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";
import { BrandLogo } from "./brand-logo";

/** A short page reached from an email (newsletter confirmation, unsubscribe): the brand, one heading, its text. */
export function NoticePage({ title, children }: { title: string; children: ReactNode }) {
  const locale = useLocale();
  return (
    <main id="main" className="flex min-h-dvh items-center justify-center bg-slate-50 px-4 py-12">
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
        <a href={localizedPath("/", locale)} className="inline-block rounded focus-visible:outline-3 focus-visible:outline-brand-500">
          <BrandLogo />
        </a>
        <h1 className="mt-6 text-2xl font-bold text-brand-900">{title}</h1>
        <div className="mt-3 space-y-4 leading-relaxed text-slate-700">{children}</div>
      </div>
    </main>
  );
}

/** The way back from a notice page, to the home page in its language. */
export function HomeLink() {
  const t = useT();
  const locale = useLocale();
  return (
    <p>
      <a href={localizedPath("/", locale)} className="font-semibold text-brand-700 underline">
        {t("site.error.home")}
      </a>
    </p>
  );
}

export const primaryButton =
  "rounded-full bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 " +
  "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-500";
