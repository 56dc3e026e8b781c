/** Picks the inline SVG icon drawn beside an article: no external images, so nothing shifts the layout or calls a third party. */
export type ArticleImage = "registration" | "new-car" | "recalls" | "trade-in" | "fuel-economy" | "ev-incentives";

export type ReadingArticle = { title: string; url: string; description: string; image: ArticleImage };

/**
 * The six reading articles (SPEC §9) shown on /blog and in the chat. Each points to a long-lived page
 * of the agency or reference site that owns the subject, so the links outlive any one news story.
 */
export const READING_ARTICLES: readonly ReadingArticle[] = [
  {
    title: "Registering Your Car in California",
    url: "https://www.dmv.ca.gov/portal/vehicle-registration/",
    description:
      "The California DMV's own guide to registering a new or used vehicle, renewing it, and the fees and smog checks that may apply.",
    image: "registration",
  },
  {
    title: "What to Know Before You Buy a New Car",
    url: "https://consumer.ftc.gov/articles/buying-new-car",
    description:
      "The Federal Trade Commission explains dealer pricing, add-ons, financing offers and trade-ins, so nothing in " +
      "the contract surprises you.",
    image: "new-car",
  },
  {
    title: "Check Any Car for Open Safety Recalls",
    url: "https://www.nhtsa.gov/recalls",
    description:
      "Enter a VIN on the NHTSA site to see unrepaired recalls before you sign. Recall repairs are free at an " +
      "authorized dealer for the brand.",
    image: "recalls",
  },
  {
    title: "Find Out What Your Trade-In Is Worth",
    url: "https://www.kbb.com/whats-my-car-worth/",
    description:
      "Kelley Blue Book's value tool gives you a trade-in and private-party range for your current car, a useful anchor before any offer.",
    image: "trade-in",
  },
  {
    title: "Compare Fuel Economy and Running Costs",
    url: "https://www.fueleconomy.gov/",
    description:
      "The official U.S. government site for MPG, annual fuel cost and emissions ratings, model by model, including hybrids and EVs.",
    image: "fuel-economy",
  },
  {
    title: "Electric Vehicle Incentives in California",
    url: "https://driveclean.ca.gov/",
    description:
      "The California Air Resources Board's DriveClean site lists the state, utility and local rebates you may qualify for by ZIP code.",
    image: "ev-incentives",
  },
];
