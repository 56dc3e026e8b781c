import { SPANISH_CONTRACT_NOTICE as N } from "#app/domain/admin/spanish-contract";

/** On a Spanish lead's page: the advisor reminds the buyer of their right to a Spanish contract. */
export function SpanishContractNotice() {
  return (
    <section aria-labelledby="spanish-contract-title" className="rounded-xl bg-sky-50 p-4 text-sm text-sky-950 ring-1 ring-sky-200">
      <h2 id="spanish-contract-title" className="font-semibold">
        {N.title}
      </h2>
      <p className="mt-1">{N.text}</p>
      <p className="mt-1">
        <a href={N.source.url} className="font-medium underline" target="_blank" rel="noreferrer">
          {N.source.label}
        </a>
      </p>
    </section>
  );
}
