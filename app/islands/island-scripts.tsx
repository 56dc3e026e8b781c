import { preloadModule } from "react-dom";
import { useIslandAssets } from "./assets";

/**
 * An island page's scripts, in its head: the islands' entry as an ordinary module script, fetched at once and
 * run once the document is parsed, and the chunks it imports preloaded beside it (each island preloads its own:
 * app/islands/island.tsx). Nothing is held back; the page paints without them, so they are fetched at a low
 * priority (app/document-rewrite.server.ts).
 */
export function IslandScripts({ nonce }: { nonce: string }) {
  const assets = useIslandAssets();
  if (!assets) return null;
  for (const href of assets.entryPreloads) if (href !== assets.entry) preloadModule(href);
  return <script type="module" src={assets.entry} nonce={nonce} />;
}
