import { describe, expect, it } from "vitest";
import { en } from "~/i18n/messages/en";
import { READING_ARTICLES } from "~/content/articles";

describe("the reading articles", () => {
  it("read on /blog, through the catalogue, as the chat shows them (issue 24: the English stays SPEC's)", () => {
    const english = Object.values(en) as string[];
    for (const article of READING_ARTICLES) expect(english).toEqual(expect.arrayContaining([article.title, article.description]));
  });
});
