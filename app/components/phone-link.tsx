import { formatPhoneDisplay } from "#app/domain/phone";

/** A call link. The number never breaks across lines: "(888) 555-" over "1234" is no number. */
export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:+1${phone}`} className={className ? `whitespace-nowrap ${className}` : "whitespace-nowrap"}>
      {formatPhoneDisplay(phone)}
    </a>
  );
}
