import { Link, useActionData, useLoaderData, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "react-router";
import { DealForm } from "#app/components/admin/deal-form";
import { DealsTable } from "#app/components/admin/deals-table";
import { ImageCachePanel } from "#app/components/admin/image-cache-panel";
import { dealFormState, EMPTY_DEAL_FORM, vehicleName } from "#app/domain/admin/deal-fields";
import { adminDealsAction, adminDealsData } from "./deals.server";

// A child of the admin layout at /admin/deals: the layout's sign-in gate has already run, and this
// renders inside its <main>. Typed with the plain React Router args until the route is registered
// and `react-router typegen` can write ./+types/deals.

export const loader = ({ request, context }: LoaderFunctionArgs) => adminDealsData(request, context);
export const action = ({ request, context }: ActionFunctionArgs) => adminDealsAction(request, context);

export const meta: MetaFunction = () => [{ title: "Deals | Admin" }, { name: "robots", content: "noindex" }];

const linkClass = "text-brand-700 underline hover:text-brand-900";

export default function AdminDeals() {
  const data = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const formFailure = result && result.intent !== "cache-images" ? result : undefined;
  const { editing } = data;
  const editFailure = editing && formFailure?.intent === "update" && formFailure.id === editing.id ? formFailure : undefined;
  const createFailure = formFailure?.intent === "create" ? formFailure : undefined;
  const pages = Math.max(1, Math.ceil(data.total / data.pageSize));

  return (
    <div className="space-y-10">
      <h1 className="text-2xl font-bold text-slate-900">Deals</h1>
      {/* The notice of the last redirect (?done=) stays in the URL; once another form was posted it is stale. */}
      {data.notice && !result ? (
        <p role="status" className="rounded-lg bg-green-50 p-3 text-green-900">
          {data.notice}
        </p>
      ) : null}

      {editing ? (
        <section aria-labelledby="edit-deal-heading" className="space-y-4">
          <h2 id="edit-deal-heading" className="text-xl font-semibold text-slate-900">
            Edit the {vehicleName(editing)} deal
          </h2>
          <DealForm
            intent="update"
            dealId={editing.id}
            values={{ ...dealFormState(editing), ...editFailure?.values }}
            errors={editFailure?.fields}
            submitLabel="Save changes"
          />
          <Link to="." className={linkClass}>
            Cancel editing
          </Link>
        </section>
      ) : (
        <section aria-labelledby="add-deal-heading" className="space-y-4">
          <h2 id="add-deal-heading" className="text-xl font-semibold text-slate-900">
            Add a deal
          </h2>
          <DealForm
            intent="create"
            values={{ ...EMPTY_DEAL_FORM, ...createFailure?.values }}
            errors={createFailure?.fields}
            submitLabel="Add deal"
          />
        </section>
      )}

      <section aria-labelledby="deals-heading" className="space-y-4">
        <h2 id="deals-heading" className="text-xl font-semibold text-slate-900">
          Negotiated deals <span className="font-normal text-slate-600">({data.total})</span>
        </h2>
        <DealsTable deals={data.deals} />
        {pages > 1 ? (
          <nav aria-label="Deal pages" className="flex items-center gap-4">
            {data.page > 1 ? (
              <Link to={`?page=${data.page - 1}`} className={linkClass}>
                Newer deals
              </Link>
            ) : null}
            <span>
              Page {data.page} of {pages}
            </span>
            {data.page < pages ? (
              <Link to={`?page=${data.page + 1}`} className={linkClass}>
                Older deals
              </Link>
            ) : null}
          </nav>
        ) : null}
      </section>

      <section aria-labelledby="image-cache-heading" className="space-y-4">
        <h2 id="image-cache-heading" className="text-xl font-semibold text-slate-900">
          Stock image cache
        </h2>
        <ImageCachePanel {...data.imageCache} batchResult={result?.intent === "cache-images" ? result : undefined} />
      </section>
    </div>
  );
}
