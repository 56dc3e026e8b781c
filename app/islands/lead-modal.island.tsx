import { LeadModalHost } from "#app/components/lead-modal-host";

/** The lead modal and its form, opened by every opener of the page. */
export default { component: LeadModalHost };
