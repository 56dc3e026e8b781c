import type { MetaDescriptor } from "react-router";
import { pageMeta } from "~/seo";

/** The chat intro pages' title and description, for /landing/cartelligentai and its V2 alike. */
export function chatIntroMeta(site: Parameters<typeof pageMeta>[0], canonicalUrl: string | undefined): MetaDescriptor[] {
  return pageMeta(site, {
    title: "Chat With Our Car-Buying Assistant",
    description: "Answer a few questions and our assistant matches you with the right car and an advisor who negotiates it for you.",
    canonicalUrl,
  });
}
