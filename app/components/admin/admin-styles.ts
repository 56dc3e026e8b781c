/** The back office's shared looks: a white panel, and the outlined small button of its forms. */
export const panel = "rounded-xl bg-white p-4 ring-1 ring-slate-200";
export const smallButton = "rounded-md border border-brand-600 px-2 py-1 text-sm font-medium text-brand-700 hover:bg-brand-50";
