import { phoneText, telHref } from "#app/domain/phone";

const LOOKS = {
  link: "font-medium text-brand-700 underline",
  button: "inline-block rounded-full bg-brand-600 px-4 py-1 font-semibold text-white hover:bg-brand-700",
} as const;

type Props = {
  phone: string;
  look?: keyof typeof LOOKS;
  className?: string;
  /** Dialling it: the live desk shows colleagues this advisor is calling the lead. */
  onCall?: () => void;
};

/** A lead's phone as a call link, tel:+14155550199, reading (415) 555-0199: in a line of text, or as the lead page's call button. */
export function PhoneLink({ phone, look = "link", className = "", onCall }: Props) {
  const href = telHref(phone);
  if (!href) return <span className={className}>{phoneText(phone)}</span>;
  return (
    <a href={href} onClick={onCall} className={`${LOOKS[look]} ${className}`}>
      {phoneText(phone)}
    </a>
  );
}
