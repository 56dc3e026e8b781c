// The SQL of `npm run advisor:*`: run on the local D1 and printed for the remote one, so both get the
// same statement. Values are quoted for SQL, and the whole statement again for the shell.

/** A SQL string literal. */
export const sqlText = (value: string) => `'${value.replaceAll("'", "''")}'`;

/** One shell word, whatever it holds. */
export const shellWord = (value: string) => `'${value.replaceAll("'", `'\\''`)}'`;

export const addAdvisorSql = (advisor: { email: string; name: string; passwordHash: string; languages: readonly string[] }) =>
  "INSERT INTO advisors (email, name, password_hash, languages) " +
  `VALUES (${sqlText(advisor.email)}, ${sqlText(advisor.name)}, ${sqlText(advisor.passwordHash)}, ` +
  `${sqlText(JSON.stringify(advisor.languages))});`;

/** The languages an advisor speaks, as the account page sets them. */
export const setLanguagesSql = (email: string, languages: readonly string[]) =>
  `UPDATE advisors SET languages = ${sqlText(JSON.stringify(languages))} WHERE email = ${sqlText(email)};`;

/** A new password ends every session of the advisor: their sessions carry the credential version. */
export const resetPasswordSql = (email: string, passwordHash: string) =>
  `UPDATE advisors SET password_hash = ${sqlText(passwordHash)}, credential_version = credential_version + 1 ` +
  `WHERE email = ${sqlText(email)};`;

/**
 * A disabled advisor is refused at once (every admin request reads the flag), and disabling moves the
 * credential version on, so their sessions stay ended when they are enabled again.
 */
export const setDisabledSql = (email: string, disabled: boolean) =>
  `UPDATE advisors SET disabled = ${disabled ? 1 : 0}${disabled ? ", credential_version = credential_version + 1" : ""} ` +
  `WHERE email = ${sqlText(email)};`;

/** The line an operator runs for production (docs/operations.md, "Advisors"). */
export const remoteCommand = (sql: string) => `npx wrangler d1 execute DB --remote --command ${shellWord(sql)}`;

/**
 * After a change of who is enabled or what they speak, the cached "Hablamos español" flag is dropped, so
 * the next page asks D1 once: the line for production.
 */
export const clearSpanishLineCommand = (key: string) => `npx wrangler kv key delete ${shellWord(key)} --binding CACHE --remote`;
