// What the other resources may use of leads (docs/architecture.md: a resource reaches another only through its index).
export { auditOnLead, leadActions, recordAction } from "./audit.server";
export { deleteLead } from "./deletion.server";
export { leadContextColumns, type RequestFacts } from "./context.server";
export { notifyLeadEvent, queueVisitorEmail } from "./events.server";
export { personIdOf } from "./person-match.server";
export { requestValues } from "./requests.server";
export { sendUnsubscribeLink } from "./newsletter.server";
