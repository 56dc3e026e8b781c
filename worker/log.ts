// One JSON line per event, with emails and phone numbers masked wherever they appear, so logs can be
// shipped and read without carrying visitors' personal data.

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
const PHONE = /(?<![\d.])(?:\+?1[\s.-]?)?\(?\d{3}\)?[\s.-]?\d{3}[\s.-]?\d{2}(\d{2})(?![\d.])/g;

export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, "$1***@$2").replace(PHONE, "***-***-**$1");
}

function masked(value: unknown): unknown {
  if (typeof value === "string") return maskPersonalData(value);
  if (Array.isArray(value)) return value.map(masked);
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, masked(v)]));
  return value;
}

export const errorMessage = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function logEvent(event: string, fields: Record<string, unknown> = {}): void {
  console.log(JSON.stringify(masked({ event, ...fields })));
}

export function logError(event: string, error: unknown, fields: Record<string, unknown> = {}): void {
  console.error(JSON.stringify(masked({ event, level: "error", error: errorMessage(error), ...fields })));
}

/** An outside service called over HTTP: one line with the host, status and time, failures included. */
export async function loggedFetch(service: string, url: string, init?: RequestInit): Promise<Response> {
  const started = Date.now();
  try {
    const response = await fetch(url, init);
    logEvent("external_call", { service, host: new URL(url).host, status: response.status, durationMs: Date.now() - started });
    return response;
  } catch (error) {
    logError("external_call", error, { service, host: new URL(url).host, durationMs: Date.now() - started });
    throw error;
  }
}
