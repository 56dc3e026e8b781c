import type { ReactNode } from "react";

type FieldShellProps = {
  id: string;
  label: string;
  error?: string | undefined;
  /** The error offers its own fix ("Did you mean maria@gmail.com?"): it becomes a button that makes it. */
  fix?: (() => void) | undefined;
  children: ReactNode;
  className?: string;
};

/** Label, control and the error line tied to it for screen readers. */
export function FieldShell({ id, label, error, fix, children, className }: FieldShellProps) {
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-slate-700">
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-700" role="alert">
          {fix ? (
            <button type="button" onClick={fix} className="inline-block py-0.5 text-left font-medium underline hover:text-red-900">
              {error}
            </button>
          ) : (
            error
          )}
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
