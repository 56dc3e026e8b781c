// npm run advisor:add -- --email dana@example.com --name "Dana Reyes" [--languages en,es]
// npm run advisor:languages -- --email dana@example.com --languages en,es   (the languages they speak)
// npm run advisor:reset -- --email dana@example.com          (a new password; their sessions end)
// npm run advisor:disable -- --email dana@example.com        (and advisor:enable)
//
// Works on the local D1 and prints the same statement as a `wrangler d1 execute --remote` line for
// production. The password is asked for with the typing hidden, or read from standard input when that is
// not a terminal (`printf '%s' "$PASSWORD" | npm run advisor:add -- …`), never from the command line,
// so it stays out of shell history; only its salted PBKDF2 hash reaches the printed line.
import { parseArgs } from "node:util";
import { createInterface } from "node:readline";
import { getPlatformProxy } from "wrangler";
import { advisorIdentitySchema, newPasswordSchema } from "#app/domain/admin/advisor-identity.ts";
import { SPANISH_LINE_KEY } from "#app/domain/admin/spanish-line.ts";
import { LEAD_LANGUAGES, parseLanguages } from "#app/domain/lead-language.ts";
import { hashPassword } from "#worker/services/admin/password-hash.server.ts";
import {
  addAdvisorSql,
  clearSpanishLineCommand,
  remoteCommand,
  resetPasswordSql,
  setDisabledSql,
  setLanguagesSql,
} from "./lib/advisor-sql.ts";
import type { D1Database, KVNamespace } from "@cloudflare/workers-types";

const COMMANDS = ["add", "reset-password", "disable", "enable", "languages"] as const;

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: { email: { type: "string" }, name: { type: "string" }, languages: { type: "string" } },
});
const command = COMMANDS.find((c) => c === positionals[0]);
if (!command) fail(`usage: node scripts/advisor.ts <${COMMANDS.join("|")}> --email EMAIL [--name NAME] [--languages en,es]`);

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A line from the terminal with the typing hidden, or all of standard input when it is piped. */
async function readSecret(prompt: string): Promise<string> {
  if (!process.stdin.isTTY) {
    let text = "";
    for await (const chunk of process.stdin) text += String(chunk);
    return text.replace(/\r?\n$/, "");
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const write = process.stdout.write.bind(process.stdout);
  process.stdout.write(prompt);
  // Echo nothing of what is typed.
  Object.assign(rl, { _writeToOutput: () => {} });
  const answer = await new Promise<string>((resolve) => rl.question("", resolve));
  rl.close();
  write("\n");
  return answer;
}

async function newPassword(): Promise<string> {
  const password = await readSecret("New password: ");
  const checked = newPasswordSchema.safeParse(password);
  if (!checked.success) fail(checked.error.issues[0]?.message ?? "That password cannot be used.");
  if (process.stdin.isTTY && (await readSecret("Again: ")) !== password) fail("The two passwords are not the same.");
  return password;
}

const identity = advisorIdentitySchema.safeParse({ email: values.email ?? "", name: values.name ?? (command === "add" ? "" : "-") });
if (!identity.success) {
  const problems = identity.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
  fail(`Give --email${command === "add" ? " and --name" : ""}: ${problems}`);
}
const { email, name } = identity.data;

// The languages they speak: English unless told, on add; required by "languages".
if (command === "languages" && values.languages === undefined) fail("Give --languages, for example --languages en,es");
const languages = parseLanguages(values.languages ?? "en");
if (!languages) fail(`--languages takes ${LEAD_LANGUAGES.join(", ")}, separated by commas (for example en,es).`);

const sql =
  command === "add"
    ? addAdvisorSql({ email, name, passwordHash: await hashPassword(await newPassword()), languages })
    : command === "reset-password"
      ? resetPasswordSql(email, await hashPassword(await newPassword()))
      : command === "languages"
        ? setLanguagesSql(email, languages)
        : setDisabledSql(email, command === "disable");
// Who is enabled, or what they speak, changes the "Hablamos español" flag: its cached copy is dropped.
const changesSpanishLine = command !== "reset-password";

const { env, dispose } = await getPlatformProxy<{ DB: D1Database; CACHE: KVNamespace }>({ remoteBindings: false });
const outcome = await env.DB.prepare(sql)
  .run()
  .then(async (result) => {
    if (command !== "add" && result.meta.changes === 0) return `No advisor has the email ${email} in the local database.`;
    if (changesSpanishLine) await env.CACHE.delete(SPANISH_LINE_KEY);
    return null;
  })
  .catch((error: unknown) => `The local database refused it: ${error instanceof Error ? error.message : String(error)}`)
  .finally(dispose);
if (outcome) fail(outcome);
console.log(`${command === "add" ? "Added" : "Updated"} ${email} in the local database.`);
console.log("For production, run:");
console.log(remoteCommand(sql));
if (changesSpanishLine) console.log(clearSpanishLineCommand(SPANISH_LINE_KEY));
