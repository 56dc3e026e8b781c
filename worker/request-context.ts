import { createContext } from "react-router";

/** Typed request context for loaders and actions (React Router 8 needs a RouterContextProvider). */
export type WorkerContext = {
  env: Env;
  ctx: { waitUntil(promise: Promise<unknown>): void };
  /** This request's CSP nonce: every script React Router emits carries it. */
  nonce: string;
};
export const workerContext = createContext<WorkerContext>();
