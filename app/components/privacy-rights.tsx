import { ADVISOR_HOURS_TEXT } from "~/domain/advisor-hours";
import { PhoneLink } from "./phone-link";
import { ProseSection } from "./prose-page";

/**
 * /privacy's rights and how to use them. Each sentence holds for this deployment: we neither sell nor
 * share, so a Global Privacy Control signal has nothing left to stop; replies to our emails are offered
 * only while we send emails (EMAIL_FROM set).
 */
export function PrivacyRights({ phone, emailOn }: { phone: string; emailOn: boolean }) {
  return (
    <>
      <ProseSection id="your-rights" title="Your rights under California law">
        <p>The California Consumer Privacy Act, as amended by the CPRA, gives you the right to:</p>
        <ul>
          <li>
            <strong>Know and access</strong> the personal information we hold about you, and get a copy of it.
          </li>
          <li>
            <strong>Delete</strong> it.
          </li>
          <li>
            <strong>Correct</strong> it if it is inaccurate.
          </li>
          <li>
            <strong>Opt out</strong> of its sale or sharing. We do neither, for anyone, so there is nothing to opt out of, whether or not
            your browser sends a Global Privacy Control signal.
          </li>
          <li>
            <strong>Non-discrimination:</strong> we will not treat you differently or charge you more for using any of these rights.
          </li>
        </ul>
      </ProseSection>

      <ProseSection id="requests" title="How to make a request">
        <p>
          Call us at <PhoneLink phone={phone} /> ({ADVISOR_HOURS_TEXT}){emailOn ? ", or reply to any email from us" : null}. We verify your
          request by matching the email address or phone number you gave us, and answer within 45 days. An authorized agent may make a
          request for you with your written permission.
        </p>
      </ProseSection>
    </>
  );
}
