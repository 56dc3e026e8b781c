import { createContext, useContext } from "react";
import { useLocale } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";

/** On a landing page section anchors scroll in place; elsewhere they lead to the sections on the home page. */
export const OnLandingPageContext = createContext(false);

export function useSectionHref(hash: string): string {
  const home = localizedPath("/", useLocale());
  return useContext(OnLandingPageContext) ? hash : `${home}${hash}`;
}

export function SectionLink({
  hash,
  className,
  children,
  onClick,
}: {
  hash: string;
  className?: string;
  children: React.ReactNode;
  onClick?: () => void;
}) {
  return (
    <a href={useSectionHref(hash)} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
