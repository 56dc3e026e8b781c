/**
 * The document as it streams out, rewritten by Workers' own HTMLRewriter, so a streamed document (the
 * V2 pages' deals) still streams. Both changes serve the first paint (issue 14.4, LCP):
 * - The stylesheet is written into the head: a separate stylesheet blocks rendering until a second
 *   request comes back, a round trip Lighthouse put at about 400 ms on a mobile connection, and the
 *   whole sheet is about 7 KB compressed. React never sees it (the root declares no stylesheet link),
 *   and React 19 leaves a head element it did not render in place when it hydrates.
 * - The scripts start after the first paint. React Router's module preloads and its module script are
 *   held (an unknown `rel`, and a data block's `type` without `async`, which browsers ignore and the
 *   HTML standard allows: issue 20, valid markup) and a small inline script, carrying the
 *   request's nonce, starts them once the page has painted: at the end of the head for the preloads, so
 *   their downloads start at the paint rather than once the whole body has arrived (issue 20.2), and
 *   after the module script for the script. A server-rendered page paints without its
 *   scripts, so the first paint never shares the connection with them nor waits on a hydration that
 *   cached scripts would otherwise run first; hydration starts once that frame is on screen. Without
 *   JavaScript nothing changes: every page works without it.
 */
export function rewriteDocument(document: Response, { stylesheet, nonce }: { stylesheet: string; nonce: string }): Response {
  // "</" cannot end the style element early: in CSS "<\/" reads as the same two characters.
  const style = `<style>${stylesheet.replaceAll("</", "<\\/")}</style>`;
  const held = `${JSON.stringify(HELD)}, ${JSON.stringify(HELD_TYPE)}`;
  const starter = (scripts: boolean) =>
    `<script nonce="${nonce}">(${startScriptsAfterPaint.toString()})(${held}, ${scripts}, window)</script>`;
  return new HTMLRewriter()
    .on("head", {
      element(head) {
        // The start script at the end of the head starts the preloads at the first paint, before a long or
        // streamed body (the V2 pages' deals) has arrived. Only the preloads: the page may paint while the
        // held module script is still arriving, and a copy of half its text imports the routes but never
        // the entry that hydrates (1 load in 10 never hydrated). The one after the module script starts it.
        head.append(style + starter(false), { html: true });
      },
    })
    .on('link[rel="modulepreload"]', {
      element(link) {
        link.setAttribute("rel", HELD);
      },
    })
    .on('script[type="module"]', {
      element(script) {
        script.setAttribute("type", HELD_TYPE);
        // A data block may not be async; the module script the start script makes runs as soon as it can anyway.
        script.removeAttribute("async");
        script.after(starter(true), { html: true });
      },
    })
    .transform(document);
}

/** The `rel` of a held module preload. */
export const HELD = "x-after-paint";
/** The `type` of a held module script: a MIME type no browser runs, so the script is a data block. */
export const HELD_TYPE = "text/x-after-paint";

/** An element the start script reads or writes: a held preload or script, or its replacement. */
export type PageElement = {
  rel: string;
  type: string;
  href: string;
  nonce: string;
  textContent: string | null;
  replaceWith(node: PageElement): void;
};

/**
 * The browser globals the start script uses. This module is checked with the Worker's types, which have
 * no DOM (tsconfig.worker.json), so the script is handed `window` and names what it needs of it.
 */
export type PaintWindow = {
  document: { querySelectorAll(selector: string): Iterable<PageElement>; createElement(tag: "link" | "script"): PageElement };
  PerformanceObserver: {
    readonly supportedEntryTypes: readonly string[];
    new (
      callback: (entries: unknown, observer: { disconnect(): void }) => void,
    ): { observe(options: { type: "paint"; buffered: boolean }): void };
  };
  requestAnimationFrame(callback: () => void): number;
  setTimeout(callback: () => void): number;
};

/**
 * Runs in the browser, inline (hence self-contained). Once the browser reports the page's first paint
 * (a paint timing entry arrives only after the frame is on screen), each held preload becomes a module
 * preload again and, when `scripts` is set (the copy placed after them, so each is whole), each held
 * script a module script, with its nonce. A browser without paint timing starts them after the next frame.
 */
export function startScriptsAfterPaint(held: string, heldType: string, scripts: boolean, page: PaintWindow) {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    for (const link of page.document.querySelectorAll(`link[rel="${held}"]`)) {
      const preload = page.document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = link.href;
      link.replaceWith(preload);
    }
    if (!scripts) return;
    for (const script of page.document.querySelectorAll(`script[type="${heldType}"]`)) {
      const module = page.document.createElement("script");
      module.type = "module";
      module.nonce = script.nonce;
      module.textContent = script.textContent;
      script.replaceWith(module);
    }
  };
  if (page.PerformanceObserver.supportedEntryTypes.includes("paint")) {
    new page.PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      start();
    }).observe({ type: "paint", buffered: true });
  } else {
    page.requestAnimationFrame(() => page.setTimeout(start));
  }
}
