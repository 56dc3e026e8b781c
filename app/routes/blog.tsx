import { ISLAND_PAGE } from "#app/islands/island-page";
import { type ArticleImage, READING_ARTICLES } from "#app/content/articles";
import { MarketingPage } from "#app/components/marketing-page";
import { ProsePage } from "#app/components/prose-page";
import { useT } from "#app/i18n/i18n-context";
import type { Route } from "./+types/blog";
import { marketingAction, marketingData, namespaceMessages } from "./marketing.server";
import { translatedMeta } from "./translated-meta";

/** Rendered whole, hydrated only by its islands (decision record 048). */
export const handle = ISLAND_PAGE;

export async function loader({ request, context }: Route.LoaderArgs) {
  return { ...(await marketingData(request, context, "/blog")), ...namespaceMessages(request, ["blog", "articles"]) };
}
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export const meta = (args: Route.MetaArgs) => translatedMeta(args, { title: "blog.meta.title", description: "blog.meta.description" });

const titleLink = "underline decoration-brand-100 decoration-2 underline-offset-4 hover:text-brand-700 hover:decoration-brand-600";

export default function Blog({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <ReadingList />
    </MarketingPage>
  );
}

function ReadingList() {
  const t = useT();
  return (
    <ProsePage title={t("blog.title")} intro={<p>{t("blog.intro")}</p>}>
      <ul aria-label={t("blog.list")} className="grid gap-6 sm:grid-cols-2">
        {READING_ARTICLES.map((article) => (
          <li key={article.url}>
            <article className="flex h-full flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
              <ArticleIcon image={article.image} />
              <h2 className="mt-4 text-xl font-semibold text-brand-900">
                <a href={article.url} target="_blank" rel="noopener noreferrer" className={titleLink}>
                  {t(article.title)}
                  <span className="sr-only">{t("site.footer.newTab")}</span>
                </a>
              </h2>
              <p className="mt-2 flex-1 text-slate-700">{t(article.description)}</p>
              <p className="mt-4 text-sm text-slate-600">{new URL(article.url).hostname.replace(/^www\./, "")}</p>
            </article>
          </li>
        ))}
      </ul>
    </ProsePage>
  );
}

// 24×24 outline paths, one per article topic.
const ICON_PATHS: Record<ArticleImage, string[]> = {
  registration: ["M4 5h16v14H4z", "M8 9h8", "M8 13h5", "M15 16h2"],
  "new-car": ["M5 16l1.5-5h11l1.5 5", "M3 16h18v3H3z", "M7 19v1.5", "M17 19v1.5", "M8.5 11l1-3h5l1 3"],
  recalls: ["M12 3l9 16H3z", "M12 10v4", "M12 16.5v.5"],
  "trade-in": ["M4 8h13", "M14 5l3 3-3 3", "M20 16H7", "M10 13l-3 3 3 3"],
  "fuel-economy": ["M5 20V5h9v15", "M5 10h9", "M3 20h13", "M14 8l3 3v6a1.5 1.5 0 003 0V9l-3-3"],
  "ev-incentives": ["M13 2L5 14h6l-1 8 8-12h-6z"],
};

/** Width and height are set so the card does not shift when the SVG paints. */
function ArticleIcon({ image }: { image: ArticleImage }) {
  return (
    <span className="flex h-12 w-12 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        width="28"
        height="28"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {ICON_PATHS[image].map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}
