/**
 * What the lead page shows after a form: which form, why it was refused, the note as typed, and an
 * assignment waiting for its second button (the advisor who has the lead now).
 */
export type AdvisorFormResult = {
  intent: "status" | "delete" | "note" | "assign" | "call" | "callback";
  error: string | null;
  note?: string;
  outcome?: string;
  confirm?: { advisorId: number | null; holderName: string };
};
