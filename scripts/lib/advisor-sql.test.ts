import { execFileSync } from "node:child_process";
import { describe, expect, it } from "vitest";
import {
  addAdvisorSql,
  clearSpanishLineCommand,
  remoteCommand,
  resetPasswordSql,
  setDisabledSql,
  setLanguagesSql,
  sqlText,
} from "./advisor-sql";

describe("advisor SQL", () => {
  it("quotes every value as a SQL string", () => {
    expect(sqlText("O'Neil")).toBe("'O''Neil'");
    expect(
      addAdvisorSql({
        email: "dana@example.com",
        name: "Dana O'Neil",
        passwordHash: "pbkdf2-sha256$100000$c2FsdA==$aGFzaA==",
        languages: ["en", "es"],
      }),
    ).toBe(
      "INSERT INTO advisors (email, name, password_hash, languages) VALUES ('dana@example.com', 'Dana O''Neil', " +
        `'pbkdf2-sha256$100000$c2FsdA==$aGFzaA==', '["en","es"]');`,
    );
  });

  it("records the languages an advisor speaks, and drops the cached Spanish-line flag in production", () => {
    expect(setLanguagesSql("dana@example.com", ["es"])).toBe(`UPDATE advisors SET languages = '["es"]' WHERE email = 'dana@example.com';`);
    expect(clearSpanishLineCommand("advisors:spanish-line:v1")).toBe(
      "npx wrangler kv key delete 'advisors:spanish-line:v1' --binding CACHE --remote",
    );
  });

  it("ends the advisor's sessions when the password is reset", () => {
    expect(resetPasswordSql("dana@example.com", "h")).toBe(
      "UPDATE advisors SET password_hash = 'h', credential_version = credential_version + 1 WHERE email = 'dana@example.com';",
    );
    expect(setDisabledSql("dana@example.com", true)).toBe(
      "UPDATE advisors SET disabled = 1, credential_version = credential_version + 1 WHERE email = 'dana@example.com';",
    );
  });

  it("prints a remote command the shell passes on unchanged, $ and quotes included", () => {
    const sql = addAdvisorSql({
      email: "x@example.com",
      name: `Dana "D" O'Neil $HOME \`id\``,
      passwordHash: "pbkdf2-sha256$100000$a$b",
      languages: ["en"],
    });
    const line = remoteCommand(sql);
    expect(line.startsWith("npx wrangler d1 execute DB --remote --command '")).toBe(true);
    // The shell hands the statement to wrangler exactly as written.
    const echoed = execFileSync("bash", ["-c", `printf %s ${line.slice("npx wrangler d1 execute DB --remote --command ".length)}`], {
      encoding: "utf8",
    });
    expect(echoed).toBe(sql);
  });
});
