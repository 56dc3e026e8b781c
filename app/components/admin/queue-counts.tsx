import { Link } from "react-router";
import { NO_PHONE_VIEW_LABELS } from "#app/domain/admin/lead-status";
import { panel } from "./admin-styles";

type Props = { callable: number; noContact: number; subscribers: number };

const n = (value: number) => value.toLocaleString("en-US");

/** The call queue apart from the leads with no phone to call, each opening its view. */
export function QueueCounts({ callable, noContact, subscribers }: Props) {
  return (
    <section aria-labelledby="queue-title" className={panel}>
      <h2 id="queue-title" className="font-semibold text-slate-900">
        The call queue
      </h2>
      <ul className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
        <li>
          <span className="block text-2xl font-bold text-brand-900">{n(callable)}</span>
          new leads with a phone to call
        </li>
        <li>
          <span className="block text-2xl font-bold text-brand-900">{n(noContact)}</span>
          <Link to="/admin?view=no-contact" className="text-brand-700 underline">
            {NO_PHONE_VIEW_LABELS["no-contact"]}
          </Link>
          , kept out of the queue
        </li>
        <li>
          <span className="block text-2xl font-bold text-brand-900">{n(subscribers)}</span>
          <Link to="/admin?view=subscribers" className="text-brand-700 underline">
            {NO_PHONE_VIEW_LABELS.subscribers}
          </Link>{" "}
          with no phone, kept out of the queue
        </li>
      </ul>
    </section>
  );
}
