/**
 * SPEC §7 call 6 stores a dealer quote at dealer-quotes/{sessionId}_{timestamp}.{ext}. A chat lead may
 * reference only a quote its own session uploaded (issue 13, item 6): the whole name is checked, so the
 * session "abcdefgh" cannot claim "abcdefgh_other…"'s file.
 */
export function isSessionUpload(path: string, sessionId: string): boolean {
  const prefix = `dealer-quotes/${sessionId}_`;
  return path.startsWith(prefix) && /^\d{10,15}\.(jpg|jpeg|png|heic|pdf)$/.test(path.slice(prefix.length));
}
