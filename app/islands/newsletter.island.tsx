import { NewsletterBox } from "#app/components/newsletter-box";

/** The footer's newsletter signup. */
export default { component: NewsletterBox };
