import { phoneText, telHref } from "~/domain/phone";

/** A lead's phone as a call link, tel:+14155550199, reading (415) 555-0199 (issue 21, item 1). */
export function PhoneLink({ phone, className = "" }: { phone: string; className?: string }) {
  const href = telHref(phone);
  if (!href) return <span className={className}>{phoneText(phone)}</span>;
  return (
    <a href={href} className={`font-medium text-brand-700 underline ${className}`}>
      {phoneText(phone)}
    </a>
  );
}
