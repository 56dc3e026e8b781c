import type { MessageKey } from "#app/i18n/messages/en";

/** The quote and category are catalogue keys; names and places read the same in both languages. */
export type Testimonial = { id: string; quote: MessageKey; name: string; location: string; category: MessageKey; image: string };

export const TESTIMONIALS: Testimonial[] = [
  {
    id: "t1",
    quote: "landing.testimonials.t1.quote",
    name: "Jennifer M.",
    location: "San Jose, CA",
    category: "landing.testimonials.t1.category",
    image: "JM",
  },
  {
    id: "t2",
    quote: "landing.testimonials.t2.quote",
    name: "Marcus T.",
    location: "Los Angeles, CA",
    category: "landing.testimonials.t2.category",
    image: "MT",
  },
  {
    id: "t3",
    quote: "landing.testimonials.t3.quote",
    name: "Priya S.",
    location: "San Diego, CA",
    category: "landing.testimonials.t3.category",
    image: "PS",
  },
];

/*
 * The trust badges of the landing page (SPEC §2: Partners and Media tabs), and the one file an operator
 * edits for them. Only claims anyone can check appear: a rating badge needs a link to
 * the public profile that shows the rating, a media item a link to the article itself. None of either
 * is configured by default, so the Partners tab shows partners only and the Media tab is hidden.
 */

type HttpsUrl = `https://${string}`;

/** detail: a catalogue key, the partner's role in the page's language. */
export type Partner = { name: string; detail: MessageKey };
/** A rating from a review site, e.g. { site: "Google Reviews", rating: "4.9 average rating", profileUrl: "https://…" }. */
export type RatingBadge = { site: string; rating: string; profileUrl: HttpsUrl };
/** An outlet that covered us; shown only once articleUrl points at the piece itself. */
export type MediaMention = { outlet: string; articleUrl?: HttpsUrl };

export const PARTNERS: readonly Partner[] = [{ name: "California New Car Dealers", detail: "landing.trust.partnerDetail" }];

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
