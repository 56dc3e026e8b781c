/**
 * The KV key that keeps an advisor's password session alive: signing in writes it, signing out deletes it
 * (admin), and the desk reads it to close the sockets of a session that has ended.
 */
export const liveSessionKey = (sessionId: string) => `advisor-session:${sessionId}`;
