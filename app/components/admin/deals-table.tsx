import { Form, Link } from "react-router";
import { specsText, vehicleName } from "#app/domain/admin/deal-fields";
import { formatDollars } from "#app/i18n/dollars";

export type DealRow = {
  id: number;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  vin: string | null;
  transmission: string | null;
  drivetrain: string | null;
  fuelType: string | null;
  bodyStyle: string | null;
  engine: string | null;
  savingsOffMsrp: number;
  dateNegotiated: string;
  hasImage: boolean;
};

const cell = "px-3 py-2 align-top";

/** The deals, newest first, each with Edit (a link, so it works without JavaScript) and a confirmed Delete. */
export function DealsTable({ deals }: { deals: DealRow[] }) {
  if (deals.length === 0) return <p className="text-slate-600">No deals yet. Add the first one above.</p>;
  return (
    <div className="overflow-x-auto rounded-lg border border-slate-200">
      <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
        <caption className="sr-only">Negotiated deals, newest first</caption>
        <thead className="bg-slate-50 text-slate-700">
          <tr>
            {["Vehicle", "VIN", "Specs", "Saving", "Date", "Image cached"].map((heading) => (
              <th key={heading} scope="col" className={`${cell} font-semibold`}>
                {heading}
              </th>
            ))}
            <th scope="col" className={cell}>
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {deals.map((deal) => (
            <tr key={deal.id}>
              <th scope="row" className={`${cell} font-medium text-slate-900`}>
                {vehicleName(deal)}
              </th>
              <td className={`${cell} font-mono text-xs`}>{deal.vin ?? "—"}</td>
              <td className={cell}>{specsText(deal)}</td>
              <td className={`${cell} tabular-nums`}>{formatDollars("en", deal.savingsOffMsrp)}</td>
              <td className={`${cell} whitespace-nowrap`}>{deal.dateNegotiated}</td>
              <td className={cell}>{deal.hasImage ? "Yes" : "No"}</td>
              <td className={`${cell} whitespace-nowrap`}>
                <Link to={`?edit=${deal.id}`} className="mr-3 text-brand-700 underline hover:text-brand-900">
                  Edit<span className="sr-only"> {vehicleName(deal)}</span>
                </Link>
                <DeleteDeal id={deal.id} name={vehicleName(deal)} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** A disclosure asks first, so one stray click never deletes, with or without JavaScript. */
function DeleteDeal({ id, name }: { id: number; name: string }) {
  return (
    <details className="inline-block align-top">
      <summary className="cursor-pointer text-red-700 underline hover:text-red-900">
        Delete<span className="sr-only"> {name}</span>
      </summary>
      <Form method="post" className="mt-2 w-56 rounded-lg border border-red-200 bg-red-50 p-3 whitespace-normal">
        <input type="hidden" name="intent" value="delete" />
        <input type="hidden" name="id" value={id} />
        <p className="mb-2 text-sm text-red-900">Delete the {name} deal? This cannot be undone.</p>
        <button type="submit" className="rounded bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800">
          Yes, delete
        </button>
      </Form>
    </details>
  );
}
