import { describe, expect, it } from "vitest";
import {
  HELD,
  HELD_TYPE,
  type PageElement,
  type PaintWindow,
  rewriteDocument,
  SLOW_FRAME_MS,
  startScriptsAfterPaint,
} from "~/document-rewrite.server";

// Issue 14.4 (LCP): the stylesheet is in the document's head, so the first paint needs no second
// request, and the scripts are held until the page has painted.

/** A document sent in small pieces, as React streams it, with a link split across two of them. */
function streamed(html: string, piece = 7): Response {
  const bytes = new TextEncoder().encode(html);
  return new Response(
    new ReadableStream({
      start(controller) {
        for (let i = 0; i < bytes.length; i += piece) controller.enqueue(bytes.slice(i, i + piece));
        controller.close();
      },
    }),
    { headers: { "content-type": "text/html; charset=utf-8" }, status: 203 },
  );
}

const head = '<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>Page</title>';
const preloads = '<link rel="modulepreload" href="/assets/framework.js" nonce="abc"/><link rel="modulepreload" href="/assets/root.js"/>';
const body =
  '<link rel="icon" href="/favicon.svg"/></head><body><p>rel="modulepreload" in text stays text</p>' +
  '<script nonce="abc">window.ctx = 1;</script>';
const moduleScript = '<script nonce="abc" type="module" async="">import "/assets/root.js";</script>';
const end = '<script nonce="abc">window.done = 1;</script></body></html>';
const page = head + preloads + body + moduleScript + end;
const options = { stylesheet: ".a{color:red}.b>.c{margin:0}", nonce: "n0nce+/=" };

describe("the document", () => {
  it("carries the stylesheet and the start script at the end of its head", async () => {
    const response = rewriteDocument(streamed(page), options);
    expect(response.status).toBe(203);
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain(`<style>${options.stylesheet}</style><script nonce="${options.nonce}">(`);
    // Issue 20.2: the preloads start at the first paint, not once the whole body has arrived.
    expect(/<script nonce="n0nce\+\/=">[\s\S]*?<\/script><\/head>/.test(html)).toBe(true);
  });

  it("holds the module preloads and the module script, and starts them from a script with the nonce right after it", async () => {
    const html = await rewriteDocument(streamed(page), options).text();
    expect(html.match(/<link rel="[^"]*" href="\/assets\/[^"]*"[^>]*>/g)).toEqual([
      `<link rel="${HELD}" href="/assets/framework.js" nonce="abc" />`,
      `<link rel="${HELD}" href="/assets/root.js" />`,
    ]);
    expect(html).toContain(`<script nonce="abc" type="${HELD_TYPE}">import "/assets/root.js";</script><script nonce="${options.nonce}">(`);
    const starts = [...html.matchAll(/<script nonce="n0nce\+\/=">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
    expect(starts).toHaveLength(2);
    expect(starts[0]).toContain("requestAnimationFrame");
    // The head's copy starts the preloads only; the copy after the module script, once it is whole, starts it.
    expect(starts[0]?.endsWith(`)("${HELD}", "${HELD_TYPE}", "preloads at paint", ${SLOW_FRAME_MS}, window)`)).toBe(true);
    expect(starts[1]?.endsWith(`)("${HELD}", "${HELD_TYPE}", "scripts at paint", ${SLOW_FRAME_MS}, window)`)).toBe(true);
  });

  it("places a copy that starts the preloads right after the page's first heading, and only there", async () => {
    const withHeadings = `${head + preloads + body}<main><h1>Buy smarter</h1><p>x</p><h1>Again</h1></main>${moduleScript}${end}`;
    const html = await rewriteDocument(streamed(withHeadings), options).text();
    const starts = [...html.matchAll(/<script nonce="n0nce\+\/=">([\s\S]*?)<\/script>/g)].map((match) => match[1] ?? "");
    expect(starts).toHaveLength(3);
    expect(html).toContain('<h1>Buy smarter</h1><script nonce="n0nce+/=">(');
    expect(starts[1]?.endsWith(`)("${HELD}", "${HELD_TYPE}", "preloads after the heading", ${SLOW_FRAME_MS}, window)`)).toBe(true);
    expect(html).toContain("<p>x</p><h1>Again</h1></main>");
  });

  it("changes nothing else", async () => {
    const html = await rewriteDocument(streamed(page), options).text();
    const restored = html
      .replace(/<style>.*?<\/style>/, "")
      .replace(/<script nonce="n0nce\+\/=">[\s\S]*?<\/script>/g, "")
      .replaceAll(`rel="${HELD}"`, 'rel="modulepreload"')
      .replaceAll(" />", "/>")
      .replace(`type="${HELD_TYPE}"`, 'type="module" async=""');
    expect(restored).toBe(page);
  });

  it("keeps a stylesheet that mentions </style> from ending its element early", async () => {
    const html = await rewriteDocument(streamed(head + body + end), { ...options, stylesheet: '.x::after{content:"</style><p>"}' }).text();
    expect(html).toContain('<style>.x::after{content:"<\\/style><p>"}</style><script');
    expect(html.match(/<\/style>/g)).toHaveLength(1);
  });
});

/**
 * A page as the start script sees it: held elements, a first paint reported when `paint()` is called, and
 * animation frames run one at a time by `frame(time)`.
 */
function fakePage(elements: PageElement[], { paintTiming = true } = {}) {
  let painted: (() => void) | undefined;
  let fcp = false;
  let frames: Array<(time: number) => void> = [];
  let removed = false;
  const created: PageElement[] = [];
  const element = (init: Partial<PageElement>): PageElement => {
    const node: PageElement = {
      rel: "",
      type: "",
      href: "",
      nonce: "",
      textContent: null,
      ...init,
      replaceWith(replacement) {
        elements.splice(elements.indexOf(node), 1, replacement);
      },
    };
    return node;
  };
  const matching = (selector: string) =>
    elements.filter((node) => (selector.startsWith("link") ? node.rel === HELD : node.type === HELD_TYPE));
  const page: PaintWindow = {
    document: {
      querySelectorAll: matching,
      querySelector: (selector) => matching(selector)[0] ?? null,
      createElement: () => {
        const node = element({});
        created.push(node);
        return node;
      },
      currentScript: {
        remove() {
          removed = true;
        },
      },
    },
    performance: { getEntriesByName: (name) => (fcp && name === "first-contentful-paint" ? [{}] : []) },
    PerformanceObserver: class {
      static readonly supportedEntryTypes = paintTiming ? ["paint"] : [];
      constructor(private readonly callback: (entries: unknown, observer: { disconnect(): void }) => void) {}
      observe() {
        painted = () => this.callback([], { disconnect() {} });
      }
    },
    requestAnimationFrame: (callback) => frames.push(callback),
    setTimeout: () => 0,
  };
  return {
    page,
    elements,
    element,
    paint: () => painted?.(),
    /** The paint entry is there, but the observer has not been told yet (a slow phone's main thread is busy). */
    paintEntry: () => {
      fcp = true;
    },
    frame(time: number) {
      const waiting = frames;
      frames = [];
      for (const callback of waiting) callback(time);
    },
    framesAsked: () => frames.length,
    removed: () => removed,
  };
}

describe("the start script", () => {
  it("starts the preloads at the first paint but leaves a module script that may still be arriving", () => {
    const { page, elements, element, paint } = fakePage([]);
    elements.push(element({ rel: HELD, href: "/assets/root.js" }), element({ type: HELD_TYPE, textContent: 'import "/assets/ro' }));
    startScriptsAfterPaint(HELD, HELD_TYPE, "preloads at paint", SLOW_FRAME_MS, page);
    paint();
    expect(elements.map(({ rel, type }) => rel || type)).toEqual(["modulepreload", HELD_TYPE]);
  });

  it("starts the module script, whole and with its nonce, from the copy placed after it", () => {
    const { page, elements, element, paint } = fakePage([]);
    elements.push(
      element({ rel: HELD, href: "/assets/root.js" }),
      element({ type: HELD_TYPE, nonce: "abc", textContent: 'import "/assets/root.js";' }),
    );
    startScriptsAfterPaint(HELD, HELD_TYPE, "scripts at paint", SLOW_FRAME_MS, page);
    paint();
    expect(elements.map(({ rel, type, nonce, textContent }) => ({ rel, type, nonce, textContent }))).toEqual([
      { rel: "modulepreload", type: "", nonce: "", textContent: null },
      { rel: "", type: "module", nonce: "abc", textContent: 'import "/assets/root.js";' },
    ]);
  });

  const heldPage = () => {
    const fake = fakePage([]);
    fake.elements.push(
      fake.element({ rel: HELD, href: "/assets/framework.js" }),
      fake.element({ type: HELD_TYPE, textContent: 'import "/assets/root.js";' }),
    );
    return fake;
  };
  const kinds = (elements: PageElement[]) => elements.map(({ rel, type }) => rel || type);

  it("after the heading, starts the preloads at the first frame that comes late after the previous one (a slow phone)", () => {
    const fake = heldPage();
    startScriptsAfterPaint(HELD, HELD_TYPE, "preloads after the heading", SLOW_FRAME_MS, fake.page);
    expect(fake.removed()).toBe(true);
    fake.frame(1000); // the frame that shows the heading
    fake.frame(1016);
    fake.frame(1040);
    expect(kinds(fake.elements)).toEqual([HELD, HELD_TYPE]);
    fake.frame(1040 + SLOW_FRAME_MS); // a frame that laid out the rest of the page came first
    expect(kinds(fake.elements)).toEqual(["modulepreload", HELD_TYPE]);
    expect(fake.framesAsked()).toBe(0);
  });

  it("after the heading, starts the preloads once the first contentful paint is reported (a fast device), never before", () => {
    const fake = heldPage();
    startScriptsAfterPaint(HELD, HELD_TYPE, "preloads after the heading", SLOW_FRAME_MS, fake.page);
    for (let time = 0; time < 160; time += 16) fake.frame(time);
    expect(kinds(fake.elements)).toEqual([HELD, HELD_TYPE]);
    fake.paintEntry();
    fake.frame(160);
    expect(kinds(fake.elements)).toEqual(["modulepreload", HELD_TYPE]);
  });

  it("after the heading, stops asking for frames once another copy has started the preloads", () => {
    const fake = heldPage();
    startScriptsAfterPaint(HELD, HELD_TYPE, "preloads after the heading", SLOW_FRAME_MS, fake.page);
    startScriptsAfterPaint(HELD, HELD_TYPE, "preloads at paint", SLOW_FRAME_MS, fake.page);
    fake.frame(0);
    fake.paint();
    expect(kinds(fake.elements)).toEqual(["modulepreload", HELD_TYPE]);
    fake.frame(16);
    expect(fake.framesAsked()).toBe(0);
  });

  it("after the heading, leaves a browser without paint timing to the head's copy", () => {
    const fake = fakePage([], { paintTiming: false });
    fake.elements.push(fake.element({ rel: HELD, href: "/assets/framework.js" }));
    startScriptsAfterPaint(HELD, HELD_TYPE, "preloads after the heading", SLOW_FRAME_MS, fake.page);
    expect(fake.removed()).toBe(true);
    expect(fake.framesAsked()).toBe(0);
  });
});
