// npm run advisor:add -- --email dana@example.com --name "Dana Reyes"
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
import { advisorIdentitySchema, newPasswordSchema } from "../app/domain/admin/advisor-identity.ts";
import { hashPassword } from "../worker/services/admin/password-hash.server.ts";
import { addAdvisorSql, remoteCommand, resetPasswordSql, setDisabledSql } from "./lib/advisor-sql.ts";
import type { D1Database } from "@cloudflare/workers-types";

const COMMANDS = ["add", "reset-password", "disable", "enable"] as const;

const { positionals, values } = parseArgs({ allowPositionals: true, options: { email: { type: "string" }, name: { type: "string" } } });
const command = COMMANDS.find((c) => c === positionals[0]);
if (!command) fail(`usage: node scripts/advisor.ts <${COMMANDS.join("|")}> --email EMAIL [--name NAME]`);

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

const sql =
  command === "add"
    ? addAdvisorSql({ email, name, passwordHash: await hashPassword(await newPassword()) })
    : command === "reset-password"
      ? resetPasswordSql(email, await hashPassword(await newPassword()))
      : setDisabledSql(email, command === "disable");

const { env, dispose } = await getPlatformProxy<{ DB: D1Database }>({ remoteBindings: false });
const outcome = await env.DB.prepare(sql)
  .run()
  .then((result) => (command !== "add" && result.meta.changes === 0 ? `No advisor has the email ${email} in the local database.` : null))
  .catch((error: unknown) => `The local database refused it: ${error instanceof Error ? error.message : String(error)}`)
  .finally(dispose);
if (outcome) fail(outcome);
console.log(`${command === "add" ? "Added" : "Updated"} ${email} in the local database.`);
console.log("For production, run:");
console.log(remoteCommand(sql));
