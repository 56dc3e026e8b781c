import { hasArticle, MEDIA_MENTIONS, PARTNERS, RATING_BADGES } from "#app/content/trust";
import { Island } from "#app/islands/island";
import { TrustBadgeTabs, type TrustBadgesProps } from "./trust-badge-tabs";

/**
 * The trust badges (SPEC §2): static while there is one panel; with media to show, a tab list the browser
 * hydrates as an island (decision record 048).
 */
export function TrustBadges({ partners = PARTNERS, ratings = RATING_BADGES, media = MEDIA_MENTIONS }: TrustBadgesProps) {
  const articles = media.filter(hasArticle);
  if (articles.length === 0) return <TrustBadgeTabs partners={partners} ratings={ratings} media={articles} />;
  return <Island kind="trust-badges" props={{ partners, ratings, media: articles }} />;
}
