import { createContext, useContext } from "react";

/** Any button on the page opens the one lead modal with its source tag (SPEC §2). */
export const LeadModalContext = createContext<(source: string) => void>(() => {});

export function useOpenLeadModal() {
  return useContext(LeadModalContext);
}
