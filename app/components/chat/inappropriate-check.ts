import type { InappropriateCheck } from "#app/domain/chat/engine";

let loading: Promise<InappropriateCheck> | undefined;

/**
 * SPEC §5's check for inappropriate messages, loaded on first use: its word list is more than half of
 * the chat's own compressed JavaScript (the 120 KB budget), and no answer needs it before
 * the visitor starts typing one. The answer box starts the load at the first keystroke and every answer
 * waits for it, so no answer skips the check. A failed load is tried again with the next answer.
 */
export function loadInappropriateCheck(): Promise<InappropriateCheck> {
  loading ??= import("#app/domain/chat/inappropriate").then(
    (module) => module.isInappropriate,
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}
