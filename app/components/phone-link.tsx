import { formatPhoneDisplay } from "~/domain/phone";

export function PhoneLink({ phone, className }: { phone: string; className?: string }) {
  return (
    <a href={`tel:+1${phone}`} className={className}>
      {formatPhoneDisplay(phone)}
    </a>
  );
}
