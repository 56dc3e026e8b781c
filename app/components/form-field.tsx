import type { ReactNode } from "react";

type FieldShellProps = { id: string; label: string; error?: string; children: ReactNode; className?: string };

/** Label, control and the error line tied to it for screen readers. */
export function FieldShell({ id, label, error, children, className }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export const inputClass =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 shadow-sm " +
  "placeholder:text-slate-400 focus:border-brand-600 aria-[invalid=true]:border-red-600 disabled:cursor-not-allowed disabled:bg-slate-100";

export function describedBy(id: string, error: string | undefined) {
  return error ? { "aria-invalid": true, "aria-describedby": `${id}-error` } : {};
}
