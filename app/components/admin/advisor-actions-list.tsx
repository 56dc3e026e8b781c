import { formatPacific } from "#app/domain/admin/format";
import { panel } from "./admin-styles";

type Action = { id: number; text: string; createdAt: string; advisorName: string | null };

/** The lead's audit: every advisor action on it, who and when, newest first. */
export function AdvisorActionsList({ actions }: { actions: Action[] }) {
  return (
    <section aria-labelledby="actions-title" className={panel}>
      <h2 id="actions-title" className="font-semibold text-slate-900">
        Advisor activity
      </h2>
      {actions.length > 0 ? (
        <ol className="mt-2 text-sm text-slate-700">
          {actions.map((action) => (
            <li key={action.id}>
              {action.advisorName ?? "A former advisor"}: {action.text} · {formatPacific(action.createdAt)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="mt-2 text-sm text-slate-600">No advisor has acted on this lead yet.</p>
      )}
    </section>
  );
}
