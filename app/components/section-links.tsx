import { createContext, useContext } from "react";

/** On a landing page section anchors scroll in place; elsewhere they lead to the sections on the home page. */
export const OnLandingPageContext = createContext(false);

export function useSectionHref(hash: string): string {
  return useContext(OnLandingPageContext) ? hash : `/${hash}`;
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
