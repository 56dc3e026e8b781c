import { Suspense, type ReactNode } from "react";

/**
 * Content below the fold, hydrated after the rest of the page (issue 20.2). The server renders it
 * whole, as before. In the browser React hydrates a finished server-rendered Suspense boundary in a
 * later, interruptible pass at its lowest priority, once the page around it has hydrated and run its
 * effects: so the header's menu, the lead modal and the hero answer taps sooner on a slow phone. A
 * tap, a key or typing inside the content before its turn makes React hydrate it at once, and replays
 * the event; what was typed there before the scripts is read back when it hydrates (use-typed-before-
 * hydration), as elsewhere. Nothing suspends inside it, so its fallback is never shown, and the server
 * writes it in place (entry.server's progressiveChunkSize), so it shows without JavaScript.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
