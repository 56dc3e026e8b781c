export type Testimonial = { id: string; quote: string; name: string; location: string; category: string; image: string };

export const TESTIMONIALS: Testimonial[] = [
  {
    id: "t1",
    quote: "They saved me over $4,000 on my new RAV4 and I never set foot in a showroom. The car showed up at my office.",
    name: "Jennifer M.",
    location: "San Jose, CA",
    category: "New car",
    image: "JM",
  },
  {
    id: "t2",
    quote: "My advisor got a better trade-in offer than the dealer's by almost two grand. Honest, fast and easy.",
    name: "Marcus T.",
    location: "Los Angeles, CA",
    category: "Trade-in",
    image: "MT",
  },
  {
    id: "t3",
    quote: "First car I've bought without the dreaded back-and-forth. I approved every step and they did the rest.",
    name: "Priya S.",
    location: "San Diego, CA",
    category: "First-time buyer",
    image: "PS",
  },
];

/*
 * The trust badges of the landing page (SPEC §2: Partners and Media tabs), and the one file an operator
 * edits for them. Only claims anyone can check appear (issue 12 item 6): a rating badge needs a link to
 * the public profile that shows the rating, a media item a link to the article itself. None of either
 * is configured by default, so the Partners tab shows partners only and the Media tab is hidden.
 */

type HttpsUrl = `https://${string}`;

export type Partner = { name: string; detail: string };
/** A rating from a review site, e.g. { site: "Google Reviews", rating: "4.9 average rating", profileUrl: "https://…" }. */
export type RatingBadge = { site: string; rating: string; profileUrl: HttpsUrl };
/** An outlet that covered us; shown only once articleUrl points at the piece itself. */
export type MediaMention = { outlet: string; articleUrl?: HttpsUrl };

export const PARTNERS: readonly Partner[] = [{ name: "California New Car Dealers", detail: "Dealer network partner" }];

/** Add a badge only with the public profile that shows the rating. */
export const RATING_BADGES: readonly RatingBadge[] = [];

/** Add each outlet's articleUrl once there is an article to link to. */
export const MEDIA_MENTIONS: readonly MediaMention[] = [
  { outlet: "Los Angeles Times" },
  { outlet: "San Francisco Chronicle" },
  { outlet: "KTLA 5" },
  { outlet: "Motor Trend" },
];

export const hasArticle = (m: MediaMention): m is MediaMention & { articleUrl: HttpsUrl } => m.articleUrl !== undefined;
