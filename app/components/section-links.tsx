import { createContext, useContext } from "react";
import { useLocale } from "#app/i18n/i18n-context";
import { localizedPath } from "#app/i18n/locale";

/** On a landing page section anchors scroll in place; elsewhere they lead to the sections on the home page. */
export const OnLandingPageContext = createContext(false);

export function useSectionHref(hash: string): string {
  const home = localizedPath("/", useLocale());
  return useContext(OnLandingPageContext) ? hash : `${home}${hash}`;
}

/**
 * Gives a section of this page the focus once a link to it was followed from a dialog, so the next Tab goes on
 * from that section rather than from the button that opened the dialog. The browser scrolls it into view (the
 * link's own navigation); a section is given tabindex="-1" to take the focus, as the skip link's target has.
 * Returns false when the link leads to another page or the section is not on this one.
 */
export function focusFollowedSection(href: string): boolean {
  const section = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
  if (!section) return false;
  if (!section.hasAttribute("tabindex")) section.tabIndex = -1;
  section.focus({ preventScroll: true });
  return true;
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
  /** Told the link's href as the visitor follows it. */
  onClick?: (href: string) => void;
}) {
  const href = useSectionHref(hash);
  return (
    <a href={href} className={className} onClick={onClick && (() => onClick(href))}>
      {children}
    </a>
  );
}
