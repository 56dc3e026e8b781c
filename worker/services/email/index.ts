// What the other resources may use of email (docs/architecture.md: a resource reaches another only through its index).
export { emailLink } from "./links.server";
export { isSubscriber, subscriberAddress } from "./subscription.server";
export { visitorEmailOn } from "./visitor-email-on.server";
export { deliverVisitorEmail } from "./visitor-emails.server";
