import { READING_ARTICLES } from "#app/content/articles";
import type { NodeKey } from "#app/domain/chat/flow";
import { PRIVACY_PATH } from "#app/domain/consent";
import { formatDollars } from "#app/i18n/dollars";
import { useLocale, useT } from "#app/i18n/i18n-context";
import { pathInLanguage } from "#app/i18n/twins";
import { richText } from "#app/i18n/rich-text";
import { PhoneLink } from "#app/components/phone-link";
import type { ChatItem, ChatNotice } from "./chat-items";
import { QuoteSummaryCard } from "./quote-summary-card";
import { CHAT_QUESTION_ID } from "./use-chat-focus";

/** The about page, in the chat's language once it has its twin (app/i18n/twins.ts), else in English. */
const ABOUT_PATH = "/about";

type Props = { items: ChatItem[]; phone: string; canEdit: boolean; questionId: string | undefined; onEdit: (key: NodeKey) => void };

/**
 * The conversation. User answers before the last two carry an Edit link that rewinds to that question.
 * The question being answered can take focus (use-chat-focus.ts); the greeting comes whole, as the server
 * rendered it, and only later messages arrive after their typing delay.
 */
export function ChatMessages({ items, phone, canEdit, questionId, onEdit }: Props) {
  const t = useT();
  const locale = useLocale();
  const userItems = items.filter((item) => item.type === "user");
  const editable = new Set(userItems.slice(0, -2).map((item) => item.id));
  return (
    <ol className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className={item.type === "user" ? "self-end" : "self-start"}>
          {item.type === "bot" ? (
            <div
              id={item.id === questionId ? CHAT_QUESTION_ID : undefined}
              tabIndex={item.id === questionId ? -1 : undefined}
              className="max-w-prose rounded-2xl rounded-tl-sm bg-slate-100 px-4 py-2.5 text-slate-900"
            >
              {item.text}
            </div>
          ) : null}
          {item.type === "user" ? (
            <div className="flex flex-col items-end gap-1">
              <div className="max-w-prose rounded-2xl rounded-tr-sm bg-brand-600 px-4 py-2.5 text-white">{item.text}</div>
              {canEdit && editable.has(item.id) ? (
                <button type="button" className="text-xs text-brand-700 underline" onClick={() => onEdit(item.node)}>
                  {t("chat.ui.edit")}
                  <span className="sr-only">{t("chat.ui.editAnswer", { answer: item.text })}</span>
                </button>
              ) : null}
            </div>
          ) : null}
          {item.type === "notice" ? <Notice notice={item.notice} /> : null}
          {item.type === "quote-summary" ? <QuoteSummaryCard summary={item.summary} /> : null}
          {item.type === "articles" ? <ArticleCards /> : null}
          {item.type === "suggestions" ? (
            <ul className="grid gap-2 sm:grid-cols-3">
              {item.models.map((m) => (
                <li key={`${m.make}-${m.model}`} className="rounded-xl border border-slate-200 bg-white p-3">
                  <p className="font-semibold text-brand-900">
                    {m.make} {m.model}
                  </p>
                  <p className="text-sm text-slate-600">{t("chat.ui.fromPrice", { price: formatDollars(locale, m.msrp) })}</p>
                </li>
              ))}
            </ul>
          ) : null}
          {item.type === "completion" ? (
            <div className="rounded-2xl border border-brand-100 bg-brand-50 p-5">
              <p className="font-semibold text-brand-900">{t("chat.ui.whatNext")}</p>
              <div className="mt-3 flex flex-wrap gap-3">
                <a
                  href={pathInLanguage(ABOUT_PATH, locale)}
                  className="rounded-full border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-white"
                >
                  {t("chat.ui.learnMore")}
                </a>
                <span className="rounded-full bg-brand-600 px-4 py-2 font-semibold text-white">
                  {t("chat.ui.call")} <PhoneLink phone={phone} className="text-white underline" />
                </span>
              </div>
            </div>
          ) : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * Small print in the conversation, not a message: the privacy notice, in the chat's language, opens in a
 * new tab so the chat stays.
 */
function Notice({ notice }: { notice: ChatNotice }) {
  const t = useT();
  const locale = useLocale();
  return (
    <p className="max-w-prose px-1 text-sm text-slate-600">
      {notice === "privacy"
        ? richText(t("chat.notice.privacy"), [
            (words) => (
              <a href={pathInLanguage(PRIVACY_PATH, locale)} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                {words}
                <span className="sr-only">{t("site.footer.newTab")}</span>
              </a>
            ),
          ])
        : t("chat.notice.phone")}
    </p>
  );
}

/** The reading list in the page's language, the same articles and links as /blog's. */
function ArticleCards() {
  const t = useT();
  return (
    <ul aria-label={t("chat.ui.readingList")} className="grid gap-2 sm:grid-cols-2">
      {READING_ARTICLES.map((article) => (
        <li key={article.url} className="rounded-xl border border-slate-200 bg-white p-3">
          <a href={article.url} target="_blank" rel="noopener noreferrer" className="font-semibold text-brand-700 underline">
            {t(article.title)}
            <span className="sr-only">{t("site.footer.newTab")}</span>
          </a>
          <p className="mt-1 text-sm text-slate-600">{t(article.description)}</p>
        </li>
      ))}
    </ul>
  );
}
