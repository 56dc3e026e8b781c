import { notYetPreloaded, useIslandDocument } from "./assets";
import { ModulePreloads } from "./module-preloads";

/**
 * An island page's scripts, in its head: the islands' entry as an ordinary module script, fetched at once and
 * run once the document is parsed, and the chunks it imports preloaded beside it (each island preloads its own:
 * app/islands/island.tsx). Nothing is held back; none of them is needed to paint the page, so all of them are
 * fetched at a low priority, after what the paint needs (decision record 048).
 */
export function IslandScripts({ nonce }: { nonce: string }) {
  const document = useIslandDocument();
  if (!document) return null;
  const { entry, entryPreloads } = document.assets;
  return (
    <>
      <ModulePreloads
        hrefs={notYetPreloaded(
          document,
          entryPreloads.filter((href) => href !== entry),
        )}
      />
      <script type="module" src={entry} nonce={nonce} fetchPriority="low" />
    </>
  );
}
