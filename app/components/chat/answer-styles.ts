// The chat's answer buttons: an option, and the main action of a question.

export const button =
  "rounded-full border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50 disabled:opacity-50 " +
  "aria-pressed:bg-brand-600 aria-pressed:text-white";
export const primary = "rounded-full bg-brand-600 px-5 py-2 font-semibold text-white hover:bg-brand-700 disabled:opacity-50";
