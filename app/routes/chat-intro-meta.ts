import { translatedMeta } from "./translated-meta";

/** The chat intro pages' title, description and hreflang links, for /landing/cartelligentai and its V2 alike. */
export const chatIntroMeta = (args: Parameters<typeof translatedMeta>[0]) =>
  translatedMeta(args, { title: "chatIntro.meta.title", description: "chatIntro.meta.description" });
