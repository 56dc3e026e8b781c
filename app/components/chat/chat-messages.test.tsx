import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { READING_ARTICLES } from "#app/content/articles";
import type { Locale } from "#app/i18n/locale";
import { en } from "#app/i18n/messages/en";
import { es } from "#app/i18n/messages/es";
import { withMessages } from "#app/i18n/test-i18n";
import { ChatMessages } from "./chat-messages";

const readingList = (locale: Locale) =>
  renderToString(
    withMessages(
      <ChatMessages items={[{ id: "a", type: "articles" }]} phone="4155550100" canEdit={false} questionId={undefined} onEdit={() => {}} />,
      locale,
    ),
  );

describe("the chat's reading list", () => {
  it("shows the English titles in English, as /blog does", () => {
    const html = readingList("en");
    expect(html).toContain("Registering Your Car in California");
    expect(html).toContain('aria-label="Reading list"');
  });

  it("shows the Spanish titles and descriptions on /es, linking to the articles /es/blog links to", () => {
    const html = readingList("es");
    for (const article of READING_ARTICLES) {
      expect(html).toContain(`href="${article.url}"`);
      expect(html).toContain(es[article.title].replaceAll("'", "&#x27;"));
      expect(html).not.toContain(en[article.title]);
    }
    expect(html).toContain("Cómo registrar su auto en California");
  });
});
