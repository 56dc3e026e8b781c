import { createContext, useContext } from "react";

/** One island module's scripts and words, as its build found them. */
export type IslandModuleAssets = {
  /** The URLs of its chunk and of the chunks that chunk imports: preloaded from the head. */
  preloads: string[];
  /** The message keys its code names: the part of the page's messages it is sent. */
  messages: string[];
};

/** Where the islands' scripts are (scripts/lib/islands-plugin.ts writes it at build time: decision record 048). */
export type IslandAssets = {
  /** The entry's URL, loaded as the page's one module script. */
  entry: string;
  /** The entry's URL and those of the chunks it imports: preloaded from the head. */
  entryPreloads: string[];
  /** Per island module ("header.island.tsx"); none in development, where each module is its own URL. */
  islands: Record<string, IslandModuleAssets>;
};

/** Given by the server's document render (app/entry.server.tsx); none in the browser, which never needs it. */
export const IslandAssetsContext = createContext<IslandAssets | null>(null);

export function useIslandAssets(): IslandAssets | null {
  return useContext(IslandAssetsContext);
}
