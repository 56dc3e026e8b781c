import { useEffect, useState } from "react";
import { loadApiAnswers } from "./load-api-answers";

/** SPEC §4: the model list reloads when both make and year are set; otherwise it is empty. */
export function useModelOptions(make: string, year: number | null, enabled: boolean) {
  const [state, setState] = useState<{ key: string; models: string[] }>({ key: "", models: [] });
  const key = enabled && make && year ? `${make}|${year}` : "";

  useEffect(() => {
    if (!key) return;
    const controller = new AbortController();
    const query = new URLSearchParams({ make, year: String(year) });
    const models = fetch(`/api/vehicles/models?${query}`, { signal: controller.signal }).then((response) =>
      response.ok ? response.json() : { models: [] },
    );
    Promise.all([models, loadApiAnswers()])
      .then(([body, { modelsAnswer }]) => setState({ key, models: modelsAnswer.parse(body).models }))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) {
          console.error("model list failed", error);
          setState({ key, models: [] });
        }
      });
    return () => controller.abort();
  }, [key, make, year]);

  const models = key && state.key === key ? state.models : [];
  const loading = key !== "" && state.key !== key;
  return { models, loading };
}
