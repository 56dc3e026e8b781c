/**
 * What the lead page shows after a form: which form, why it was refused, the note as typed, an
 * assignment waiting for its second button (the advisor who has the lead now), a call waiting for its
 * confirmation (the colleague calling the buyer now, and since when, in ms), or the sentence that confirms
 * what was done.
 */
export type AdvisorFormResult = {
  intent: "status" | "delete" | "note" | "assign" | "call" | "callback";
  error: string | null;
  done?: string;
  note?: string;
  outcome?: string;
  confirm?: { advisorId: number | null; holderName: string };
  caller?: { name: string; callingSince: number };
};
