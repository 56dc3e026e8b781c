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
 *   request's nonce, starts them once the page has painted. The preloads start at the frame after the one
 *   that first shows the page's heading (a copy right after the first `h1`), or at the first paint (the
 *   head's copy, for a page without one), so their downloads start while the slow phone still lays out
 *   the rest of the page (issue 20.2); the module script at the first paint (the copy after it). A
 *   server-rendered page paints without its scripts, so the first paint never shares the connection with
 *   them nor waits on a hydration that cached scripts would otherwise run first; hydration starts once
 *   that frame is on screen. Without JavaScript nothing changes: every page works without it.
 */
export function rewriteDocument(document: Response, { stylesheet, nonce }: { stylesheet: string; nonce: string }): Response {
  // "</" cannot end the style element early: in CSS "<\/" reads as the same two characters.
  const style = `<style>${stylesheet.replaceAll("</", "<\\/")}</style>`;
  const held = `${JSON.stringify(HELD)}, ${JSON.stringify(HELD_TYPE)}`;
  const starter = (start: Start) =>
    `<script nonce="${nonce}">(${startScriptsAfterPaint.toString()})(${held}, ${JSON.stringify(start)}, ${SLOW_FRAME_MS}, window)</script>`;
  let headingSeen = false;
  return new HTMLRewriter()
    .on("head", {
      element(head) {
        // The start script at the end of the head starts the preloads at the first paint, before a long or
        // streamed body (the V2 pages' deals) has arrived. Only the preloads: the page may paint while the
        // held module script is still arriving, and a copy of half its text imports the routes but never
        // the entry that hydrates (1 load in 10 never hydrated). The one after the module script starts it.
        head.append(style + starter("preloads at paint"), { html: true });
      },
    })
    .on("h1", {
      element(heading) {
        if (headingSeen) return;
        headingSeen = true;
        heading.after(starter("preloads after the heading"), { html: true });
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
        script.after(starter("scripts at paint"), { html: true });
      },
    })
    .transform(document);
}

/** A frame that begins this long after the previous one: a slow phone still laying out the page (issue 20.2). */
export const SLOW_FRAME_MS = 100;

/** The `rel` of a held module preload. */
export const HELD = "x-after-paint";
/** The `type` of a held module script: a MIME type no browser runs, so the script is a data block. */
export const HELD_TYPE = "text/x-after-paint";

/**
 * What a copy of the start script starts, and when: the held preloads at the first paint, or at the frame
 * after the one that first shows the heading it follows; or, placed after the held module script (so its
 * copy is whole), the preloads and that script at the first paint.
 */
export type Start = "preloads at paint" | "preloads after the heading" | "scripts at paint";

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
  document: {
    querySelectorAll(selector: string): Iterable<PageElement>;
    createElement(tag: "link" | "script"): PageElement;
    querySelector(selector: string): unknown;
    currentScript: { remove(): void } | null;
  };
  performance: { getEntriesByName(name: string): readonly unknown[] };
  PerformanceObserver: {
    readonly supportedEntryTypes: readonly string[];
    new (
      callback: (entries: unknown, observer: { disconnect(): void }) => void,
    ): { observe(options: { type: "paint"; buffered: boolean }): void };
  };
  requestAnimationFrame(callback: (time: number) => void): number;
  setTimeout(callback: () => void): number;
};

/**
 * Runs in the browser, inline (hence self-contained). Each held preload becomes a module preload again and,
 * for "scripts at paint", each held script a module script, with its nonce.
 * - At paint: once the browser reports the page's first paint (a paint timing entry arrives only after the
 *   frame is on screen, and on a slow phone only after the frames that lay out the rest of the page); a
 *   browser without paint timing starts them after the next frame.
 * - After the heading: this copy follows the page's first `h1`, so the next frame shows the first view.
 *   On a fast device the paint entry comes a frame or two later and the preloads start then, as at
 *   paint. On a slow phone the entry waits behind the frames that lay out the rest of the page (0.3–0.6 s
 *   on the field profile, while the network sits idle), so the preloads start at the first frame that
 *   begins `slowFrameMs` or more after the previous one: the frame that shows the heading has been
 *   produced by then. The copy removes itself as it runs, so React hydrates the markup it rendered.
 * A second start finds nothing held and does nothing.
 */
export function startScriptsAfterPaint(held: string, heldType: string, start: Start, slowFrameMs: number, page: PaintWindow) {
  let started = false;
  const run = () => {
    if (started) return;
    started = true;
    for (const link of page.document.querySelectorAll(`link[rel="${held}"]`)) {
      const preload = page.document.createElement("link");
      preload.rel = "modulepreload";
      preload.href = link.href;
      link.replaceWith(preload);
    }
    if (start !== "scripts at paint") return;
    for (const script of page.document.querySelectorAll(`script[type="${heldType}"]`)) {
      const module = page.document.createElement("script");
      module.type = "module";
      module.nonce = script.nonce;
      module.textContent = script.textContent;
      script.replaceWith(module);
    }
  };
  const paintTiming = page.PerformanceObserver.supportedEntryTypes.includes("paint");
  if (start === "preloads after the heading") {
    page.document.currentScript?.remove();
    if (!paintTiming) return;
    let previous: number | undefined;
    const frame = (time: number) => {
      if (page.document.querySelector(`link[rel="${held}"]`) === null) return;
      const painted = page.performance.getEntriesByName("first-contentful-paint").length > 0;
      if (painted || (previous !== undefined && time - previous >= slowFrameMs)) return run();
      previous = time;
      page.requestAnimationFrame(frame);
    };
    page.requestAnimationFrame(frame);
  } else if (paintTiming) {
    new page.PerformanceObserver((_entries, observer) => {
      observer.disconnect();
      run();
    }).observe({ type: "paint", buffered: true });
  } else {
    page.requestAnimationFrame(() => page.setTimeout(run));
  }
}
