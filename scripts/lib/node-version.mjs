// Plain JavaScript, so that any Node can run it: Node 20 cannot run the TypeScript scripts (it fails on
// the first with ERR_UNKNOWN_FILE_EXTENSION), so `npm start` checks the version before anything else.

/**
 * What to tell someone whose Node is older than package.json's `engines.node` (">=MAJOR.MINOR"), in one
 * line; null when theirs will do.
 *
 * @param {string} version the running Node's, as `process.versions.node` gives it ("20.20.2")
 * @param {string} engines package.json's `engines.node`
 * @param {string} recommended the major version of .nvmrc
 * @returns {string | null}
 */
export function nodeVersionProblem(version, engines, recommended) {
  const [, needMajor = "0", needMinor = "0"] = /^>=(\d+)\.(\d+)/.exec(engines) ?? [];
  const [major = 0, minor = 0] = version.split(".").map(Number);
  if (major !== Number(needMajor) ? major > Number(needMajor) : minor >= Number(needMinor)) return null;
  return (
    `CarAdvisor needs Node ${needMajor}.${needMinor} or newer and this is Node ${version}: install Node ${recommended} ` +
    `(\`nvm install ${recommended}\`, or https://nodejs.org/en/download), then run the command again.`
  );
}
