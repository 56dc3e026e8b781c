import { z } from "zod";
import { CALL_BOOKING } from "#app/domain/buyers/call-slots";
import { RETENTION } from "#app/domain/retention";

const emptyAsUndefined = (v: unknown) => (v === "" ? undefined : v);

/** Vars of wrangler.toml and secrets of .dev.vars / `wrangler secret put`, checked once per isolate. */
const configSchema = z.object({
  BRAND_NAME: z.string().min(1),
  SUPPORT_PHONE: z.string().regex(/^\d{10}$/, "ten digits"),
  VPIC_BASE_URL: z.url(),
  SPAM_API_URL: z.url(),
  PHONE_API_URL: z.url(),
  FORM_TOKEN_KEY: z.string().min(16, "at least 16 characters"),
  // The key before the last rotation: tokens it signed still verify until it is removed (README: rotating keys).
  FORM_TOKEN_KEY_PREVIOUS: z.preprocess(emptyAsUndefined, z.string().min(16, "at least 16 characters").optional()),
  PHONE_API_KEY: z.preprocess(emptyAsUndefined, z.string().optional()),
  // e.g. https://images.example.com/{year}/{make}/{model}.jpg; empty: every deal shows its placeholder.
  IMAGE_PROVIDER_URL: z.preprocess(emptyAsUndefined, z.url().optional()),
  // Workers AI model of the chat replies (SPEC §7).
  CHAT_MODEL: z.string().min(1),
  // Signs advisors' session cookies (a secret). Missing: password sign-in is off and only Cloudflare Access admits.
  ADMIN_SESSION_KEY: z.preprocess(emptyAsUndefined, z.string().min(32, "at least 32 characters").optional()),
  // Cloudflare Access in front of /admin: the team URL (https://TEAM.cloudflareaccess.com) and the application audience tag.
  ACCESS_TEAM_DOMAIN: z.preprocess(emptyAsUndefined, z.url().optional()),
  ACCESS_AUD: z.preprocess(emptyAsUndefined, z.string().optional()),
  // With Access configured, password sign-in is off unless this is "true".
  ADMIN_ALLOW_PASSWORD: z.preprocess(emptyAsUndefined, z.enum(["true", "false"]).default("false")).transform((v) => v === "true"),
  // Links in new-lead notifications point here; the origin alone, so a trailing slash does no harm.
  PUBLIC_ORIGIN: z.url().transform((url) => new URL(url).origin),
  // New-lead notifications (a chat tool or a CRM); empty: none are sent. https only: the payload names a lead.
  LEAD_WEBHOOK_URL: z.preprocess(emptyAsUndefined, z.url({ protocol: /^https$/, error: "an https URL" }).optional()),
  // Leads are deleted this many months after the visitor's latest activity (/privacy states it).
  LEAD_RETENTION_MONTHS: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).max(120).default(RETENTION.defaultMonths)),
  // The sender of visitor emails (a mailbox someone reads: /privacy invites replies); empty turns email off.
  EMAIL_FROM: z.preprocess(emptyAsUndefined, z.email().optional()),
  // HMAC key (secret) of the signed links in visitor emails and, under its own derived key, the spam-verdict cache.
  EMAIL_LINK_KEY: z.string().min(32, "at least 32 characters"),
  // The share of page views that report their Web Vitals (0: none, 1: every one); empty measures every view.
  VITALS_SAMPLE_RATE: z.preprocess(emptyAsUndefined, z.coerce.number().min(0).max(1).default(1)),
  // How many buyers may book one half hour for a call on their page (docs/decisions/051); empty: the default.
  CALL_SLOTS_PER_HALF_HOUR: z.preprocess(
    emptyAsUndefined,
    z.coerce.number().int().min(1).max(100).default(CALL_BOOKING.defaultPerHalfHour),
  ),
});

export type AppConfig = z.output<typeof configSchema>;

const parsed = new WeakMap<object, AppConfig>();

export function appConfig(env: Env): AppConfig {
  let config = parsed.get(env);
  if (!config) {
    const result = configSchema.safeParse(env);
    if (!result.success) {
      throw new Error(`Invalid Worker configuration: ${z.prettifyError(result.error)}`);
    }
    config = result.data;
    parsed.set(env, config);
  }
  return config;
}
