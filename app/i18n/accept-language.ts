/**
 * True when the browser's first choice among its languages is Spanish (any region): only then is the
 * "¿Prefiere español?" line offered. Nothing is redirected by it.
 */
export function prefersSpanish(acceptLanguage: string | null): boolean {
  if (!acceptLanguage) return false;
  let best: { tag: string; q: number } | undefined;
  for (const part of acceptLanguage.split(",")) {
    const [rawTag = "", ...params] = part.trim().split(";");
    const tag = rawTag.trim().toLowerCase();
    if (tag === "" || tag === "*") continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { tag, q };
  }
  return best !== undefined && (best.tag === "es" || best.tag.startsWith("es-"));
}
