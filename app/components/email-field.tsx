import { API_LIMITS } from "#app/domain/constants";

type EmailFieldProps = {
  id: string;
  /** The error line's id, which the input names in aria-describedby while there is an error. */
  errorId: string;
  label: string;
  email?: string | undefined;
  error?: string | null | undefined;
  labelClassName: string;
  inputClassName: string;
};

/**
 * An address asked for by a plain form that the server answers (the lost link, unsubscribing by address):
 * the label, the input the browser may fill in, and the server's error tied to it for screen readers. It
 * validates nothing itself (the form is `noValidate`), so the server's message is the one a person sees.
 */
export function EmailField({ id, errorId, label, email = "", error = null, labelClassName, inputClassName }: EmailFieldProps) {
  return (
    <>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <input
        id={id}
        name="email"
        type="email"
        autoComplete="email"
        required
        maxLength={API_LIMITS.maxTextField}
        defaultValue={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        className={inputClassName}
      />
      {error ? (
        <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </>
  );
}
