import { createContext } from "react-router";

/** Typed request context for loaders and actions (React Router 8 needs a RouterContextProvider). */
export type WorkerContext = { env: Env; ctx: { waitUntil(promise: Promise<unknown>): void } };
export const workerContext = createContext<WorkerContext>();
