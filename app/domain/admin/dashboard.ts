import { ADVISOR_TIME_ZONE } from "#app/domain/advisor-hours";
import { CHAT_FLOW, NODE_KEYS, type NodeKey } from "#app/domain/chat/flow";
import { SOURCE_KINDS, sourceKindOf, type SourceKind } from "./lead-status";
import { DAY_MS } from "#app/domain/constants";

export const DASHBOARD_DAYS = 30;

const pacificDay = new Intl.DateTimeFormat("en-CA", { timeZone: ADVISOR_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** YYYY-MM-DD of an instant in Pacific time: advisors count their days there. */
export const dayInPacific = (at: Date) => pacificDay.format(at);

export type DayCounts = { day: string } & Record<SourceKind, number>;

/**
 * Leads per Pacific day for the last `days` days by way in, from counts per UTC hour (what SQL can
 * group cheaply); days without leads are present with zeros so the chart has no gaps.
 */
export function leadsPerDay(
  hourly: { hour: string; leadSource: string | null; n: number }[],
  now: Date,
  days = DASHBOARD_DAYS,
): DayCounts[] {
  const series = new Map<string, DayCounts>();
  for (let i = days - 1; i >= 0; i--) {
    const day = dayInPacific(new Date(now.getTime() - i * DAY_MS));
    series.set(day, { day, form: 0, newsletter: 0, chat: 0 });
  }
  for (const { hour, leadSource, n } of hourly) {
    const entry = series.get(dayInPacific(new Date(`${hour}:00:00Z`)));
    if (entry) entry[sourceKindOf(leadSource)] += n;
  }
  return [...series.values()];
}

export const totalOf = (d: DayCounts) => SOURCE_KINDS.reduce((sum, kind) => sum + d[kind], 0);

/** The chat's questions in flow order (messages are not questions), for the drop-off funnel. */
export const FUNNEL_QUESTIONS: NodeKey[] = NODE_KEYS.filter((key) => CHAT_FLOW[key].kind !== "message");

export function chatFunnel(answered: { key: string; n: number }[]): { key: NodeKey; n: number }[] {
  const counts = new Map(answered.map((a) => [a.key, a.n]));
  return FUNNEL_QUESTIONS.map((key) => ({ key, n: counts.get(key) ?? 0 }));
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? null) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** "45 min", "2 h 5 min", "3 d 4 h". */
export function formatMinutes(minutes: number): string {
  const m = Math.round(minutes);
  if (m < 60) return `${m} min`;
  if (m < 24 * 60) return `${Math.floor(m / 60)} h${m % 60 ? ` ${m % 60} min` : ""}`;
  const hours = Math.floor(m / 60);
  return `${Math.floor(hours / 24)} d${hours % 24 ? ` ${hours % 24} h` : ""}`;
}
