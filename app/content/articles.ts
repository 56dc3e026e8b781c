import type { MessageKey } from "#app/i18n/messages/en";

/** Picks the inline SVG icon drawn beside an article: no external images, so nothing shifts the layout or calls a third party. */
export type ArticleImage = "registration" | "new-car" | "recalls" | "trade-in" | "fuel-economy" | "ev-incentives";

/** An article's title and description are catalogue keys (namespace "articles"): /blog and the chat show them in the page's language. */
export type ReadingArticle = { title: MessageKey; url: string; description: MessageKey; image: ArticleImage };

/**
 * The six reading articles (SPEC §9) shown on /blog and in the chat. Each points to a long-lived page
 * of the agency or reference site that owns the subject, so the links outlive any one news story.
 */
export const READING_ARTICLES: readonly ReadingArticle[] = [
  {
    title: "articles.registration.title",
    url: "https://www.dmv.ca.gov/portal/vehicle-registration/",
    description: "articles.registration.description",
    image: "registration",
  },
  {
    title: "articles.newCar.title",
    url: "https://consumer.ftc.gov/articles/buying-new-car",
    description: "articles.newCar.description",
    image: "new-car",
  },
  { title: "articles.recalls.title", url: "https://www.nhtsa.gov/recalls", description: "articles.recalls.description", image: "recalls" },
  {
    title: "articles.tradeIn.title",
    url: "https://www.kbb.com/whats-my-car-worth/",
    description: "articles.tradeIn.description",
    image: "trade-in",
  },
  {
    title: "articles.fuelEconomy.title",
    url: "https://www.fueleconomy.gov/",
    description: "articles.fuelEconomy.description",
    image: "fuel-economy",
  },
  {
    title: "articles.evIncentives.title",
    url: "https://driveclean.ca.gov/",
    description: "articles.evIncentives.description",
    image: "ev-incentives",
  },
];
