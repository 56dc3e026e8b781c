import { useT } from "#app/i18n/i18n-context";
import { richText } from "#app/i18n/rich-text";

/**
 * The chat's last message once it has ended with a lead (docs/decisions/052): the link to the lead's own
 * page, where the buyer books the call, reads the quote check in full and sees, corrects or deletes their data.
 */
export function PrivatePageCard({ href }: { href: string }) {
  const t = useT();
  return (
    <div className="mt-3 max-w-prose rounded-2xl border border-brand-100 bg-white p-5">
      <p className="font-semibold text-brand-900">{t("chat.ui.privatePage")}</p>
      <p className="mt-2 text-slate-700">
        {richText(t("chat.ui.privatePageLink"), [
          (words) => (
            <a href={href} className="font-semibold text-brand-700 underline">
              {words}
            </a>
          ),
        ])}
      </p>
    </div>
  );
}
