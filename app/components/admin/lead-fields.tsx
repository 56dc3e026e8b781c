import { formatPacific } from "#app/domain/admin/format";
import { fieldText, isBlankField, LEAD_FIELD_GROUPS } from "#app/domain/admin/lead-groups";
import { panel } from "./admin-styles";

/**
 * The lead's stored columns in their groups, each code by its label; a column the lead has nothing in
 * is left out, and a group with nothing at all too (or a chat lead's page would be mostly "—").
 */
export function LeadFields({ fields }: { fields: Record<string, unknown> }) {
  const groups = LEAD_FIELD_GROUPS.map((group) => ({
    title: group.title,
    rows: group.fields.filter(([key]) => !isBlankField(key, fields)),
  })).filter((group) => group.rows.length > 0);
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {groups.map((group, index) => (
        // An id without spaces: aria-labelledby reads a space as a list of ids.
        <section key={group.title} aria-labelledby={`fields-${index}`} className={`${panel} min-w-0`}>
          <h2 id={`fields-${index}`} className="font-semibold text-slate-900">
            {group.title}
          </h2>
          <dl className="mt-2 grid grid-cols-[minmax(0,max-content)_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
            {group.rows.map(([key, label]) => (
              <div key={key} className="contents">
                <dt className="text-slate-600">{label}</dt>
                <dd className="break-words text-slate-900">{fieldText(key, fields, formatPacific)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
