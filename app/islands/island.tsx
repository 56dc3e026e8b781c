import { useContext } from "react";
import { preloadModule } from "react-dom";
import { OnLandingPageContext } from "#app/components/section-links";
import { kept } from "#app/domain/kept";
import { useLocale, usePageMessages } from "#app/i18n/i18n-context";
import type { CompiledMessages } from "#app/i18n/translate";
import { usePageUrl } from "#app/page-url";
import { siteSettingsOf, useSiteSettings } from "#app/site-settings";
import { useIslandAssets } from "./assets";
import type { IslandData, IslandFrame } from "./island-frame";
import { IslandRoot } from "./island-root";
import { ISLANDS, type IslandKind, islandModuleFile, type IslandProps } from "./registry";

type Props<K extends IslandKind> = {
  kind: K;
  props: IslandProps<K>;
  /** Classes of the island's element, which is otherwise no box of its own (`display: contents`). */
  className?: string;
};

/**
 * A part of a server-rendered page that the browser hydrates on its own (decision record 048): rendered here
 * inside an element that names its kind and carries its props and frame as JSON, which app/islands/entry.tsx
 * hydrates with that kind's module alone. The page around it is never hydrated. Its chunks are preloaded from
 * the head (React writes the preloads of what the shell renders there), and it is sent only the messages its
 * code names.
 */
export function Island<K extends IslandKind>({ kind, props, className }: Props<K>) {
  const assets = useIslandAssets();
  const module = assets?.islands[islandModuleFile(kind)];
  const frame: IslandFrame = {
    locale: useLocale(),
    messages: pick(usePageMessages(), module?.messages),
    settings: siteSettingsOf(useSiteSettings()),
    url: usePageUrl(),
    landing: useContext(OnLandingPageContext),
  };
  for (const href of module?.preloads ?? []) preloadModule(href);
  const data: IslandData<IslandProps<K>> = { frame, props };
  const { component: Component } = ISLANDS[kind];
  return (
    <div data-island={kind} data-props={JSON.stringify(data)} className={className ? `contents ${className}` : "contents"}>
      <IslandRoot frame={frame}>
        <Component {...props} />
      </IslandRoot>
    </div>
  );
}

/** The messages an island's code names; all of them where the build has not listed them (development, unit tests). */
function pick(messages: CompiledMessages, keys: readonly string[] | undefined): CompiledMessages {
  if (!keys) return messages;
  return kept(
    kept(PICKED, messages, () => new Map()),
    keys,
    () => {
      const picked: CompiledMessages = {};
      for (const key of keys) {
        const message = messages[key];
        if (message) picked[key] = message;
      }
      return picked;
    },
  );
}

/**
 * Each island's messages, picked once per page's messages and island: every view of a page has the same
 * merged messages (messagesFromData) and each island kind the same list of keys.
 */
const PICKED = new WeakMap<CompiledMessages, Map<readonly string[], CompiledMessages>>();
