import { createContext } from "react-router";

/** Work that goes on after the answer: a request's or a cron tick's ExecutionContext, as far as services need it. */
export type Waiter = { waitUntil(promise: Promise<unknown>): void };

/** Typed request context for loaders and actions (React Router 8 needs a RouterContextProvider). */
export type WorkerContext = {
  env: Env;
  ctx: Waiter;
  /** This request's CSP nonce: every script React Router emits carries it. */
  nonce: string;
};
export const workerContext = createContext<WorkerContext>();
