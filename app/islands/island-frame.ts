import type { ComponentType } from "react";
import type { CompiledMessages } from "#app/i18n/translate";
import type { Locale } from "#app/i18n/locale";
import type { PageUrl } from "#app/page-url";
import type { SiteSettings } from "#app/site-settings";

/**
 * What every island is sent besides its own props: what the page's routes give every component through
 * React Router (the language and the messages its code names, the brand and phone, the URL, whether the
 * page holds the landing sections), which an island has no router to read.
 */
export type IslandFrame = {
  locale: Locale;
  messages: CompiledMessages;
  settings: SiteSettings;
  url: PageUrl;
  landing: boolean;
};

/** What an island module exports by default: the component its element is hydrated with. */
export type IslandModule<Props> = { component: ComponentType<Props> };

/** What the server writes on an island's element (`data-props`), as JSON. */
export type IslandData<Props> = { frame: IslandFrame; props: Props };
