/** "changed": the newest request gave this detail differently from the lead's first. */
export function ChangedMark() {
  return (
    <span className="ml-1 inline-block rounded-full bg-sky-100 px-1.5 text-xs font-semibold text-sky-900" title="From the newest request">
      changed
    </span>
  );
}
