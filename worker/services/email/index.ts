// What the other resources may use of email (docs/architecture.md: a resource reaches another only through its index).
export {
  buyerAccess,
  chatPageLink,
  emailChangeAccess,
  receiptLink,
  type BuyerAccess,
} from "./buyer-links.server";
export { emailLink } from "./links.server";
export { isSubscriber, subscriberAddress } from "./subscription.server";
export { visitorEmailOn } from "./visitor-email-on.server";
export { deliverVisitorEmail } from "./visitor-emails.server";
export { addressClaim } from "./address-cap.server";
