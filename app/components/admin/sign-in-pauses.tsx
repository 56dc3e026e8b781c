import { formatPacific } from "#app/domain/admin/format";
import { DASHBOARD_DAYS } from "#app/domain/admin/dashboard";
import { SIGN_IN_PAUSE_WORDS, type SignInPauseKind } from "#app/domain/admin/sign-in";

export type SignInPause = { kind: SignInPauseKind; advisorName: string | null; at: string };

/** The dashboard's list of the times sign-in was paused or slowed, newest first. */
export function SignInPauses({ pauses, className }: { pauses: SignInPause[]; className: string }) {
  return (
    <section aria-labelledby="sign-in-pauses-title" className={className}>
      <h2 id="sign-in-pauses-title" className="font-semibold text-slate-900">
        Sign-in pauses
      </h2>
      {pauses.length === 0 ? (
        <p className="text-sm text-slate-600">No sign-in was paused in the last {DASHBOARD_DAYS} days.</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1 text-sm text-slate-700">
          {pauses.map((pause, i) => (
            // Two pauses can share a time: the position keeps the key unique.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered on the page
            <li key={`${pause.at}-${i}`}>
              <time dateTime={pause.at}>{formatPacific(pause.at)}</time>: {SIGN_IN_PAUSE_WORDS[pause.kind]}
              {pause.advisorName ? ` (${pause.advisorName})` : ""}.
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
