import { MarketingPage } from "~/components/marketing-page";
import { PhoneLink } from "~/components/phone-link";
import { ProsePage, ProseSection } from "~/components/prose-page";
import { ADVISOR_HOURS_TEXT } from "~/domain/advisor-hours";
import { pageMeta } from "~/seo";
import { useSiteSettings } from "~/site-settings";
import type { Route } from "./+types/privacy";
import { marketingAction, marketingData } from "./marketing.server";

export const loader = ({ request, context }: Route.LoaderArgs) => marketingData(request, context, "/privacy");
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: "Privacy Notice",
    description:
      "Our California notice at collection: what personal information we collect, why, how long we keep it, and how to use your rights under the CCPA.",
    canonicalUrl: loaderData?.canonicalUrl,
  });
}

/** How long a lead is kept after the last contact with the visitor (our policy; the notice must state a period). */
const LEAD_RETENTION_MONTHS = 24;

/**
 * The notice at collection the lead forms, the newsletter box and the chat link to. It describes what the
 * code actually stores (the leads table of SPEC §3) and the checks of SPEC §5; keep it in step with both.
 */
export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, phone } = useSiteSettings();
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <ProsePage
        title="Privacy Notice"
        intro={
          <>
            <p>
              This is {brand}&apos;s notice at collection for California residents. It explains what personal information we
              collect when you fill in a form, subscribe to our newsletter or talk to our chat assistant, why we collect it, how
              long we keep it and how to use your privacy rights.
            </p>
            <p className="text-base">
              Effective date: <time dateTime="2026-11-22">November 22, 2026</time>
            </p>
          </>
        }
      >
        <ProseSection id="information-we-collect" title="Information we collect">
          <ul>
            <li>
              <strong>Identifiers:</strong> your name, email address, phone number and ZIP code.
            </li>
            <li>
              <strong>Vehicle preferences:</strong> the type, make, model and year you are interested in, your budget and how
              you plan to pay, your timeline, and details of any trade-in.
            </li>
            <li>
              <strong>Chat answers and uploaded dealer quotes:</strong> what you tell our chat assistant and any dealer quote
              you choose to upload.
            </li>
            <li>
              <strong>Technical and visit information:</strong> the page you were on, campaign tags in the link you followed,
              the referring page, your browser&apos;s user agent and a random session id that ties your chat messages
              together. Your IP address is used briefly to limit repeated submissions; we do not save it with your request.
            </li>
          </ul>
          <p>
            We do not ask for sensitive personal information such as your Social Security, driver&apos;s license or bank account
            number. Please leave it out of chat answers and cover it on any quote you upload.
          </p>
        </ProseSection>

        <ProseSection id="how-we-use-it" title="Why we collect it">
          <ul>
            <li>To call you back and advise you on your purchase, and to negotiate for you when you engage us.</li>
            <li>To send you our newsletter, only when you have opted in. Every newsletter lets you unsubscribe.</li>
            <li>
              To prevent fraud and spam: we check email addresses against a spam database and may verify phone numbers with a
              phone validation service.
            </li>
            <li>To keep the website working and secure, and to learn which pages and campaigns bring visitors to us.</li>
          </ul>
        </ProseSection>

        <ProseSection id="sharing" title="No sale or sharing">
          <p>
            We do not sell your personal information and we do not share it for cross-context behavioral advertising. We have
            not done so in the past 12 months.
          </p>
          <p>
            We disclose it only to service providers that work for us under contract, such as our hosting provider and the
            spam and phone checks above, and, when you approve a deal, to the dealer that needs your details to prepare your
            contract.
          </p>
        </ProseSection>

        <ProseSection id="retention" title="How long we keep it">
          <p>
            We keep your request, chat answers and uploaded quotes for {LEAD_RETENTION_MONTHS} months after our last contact
            with you, then delete them. If you subscribe to the newsletter, we keep your email address until you unsubscribe.
            If you ask us to delete your information sooner, we do, unless the law requires us to keep it.
          </p>
        </ProseSection>

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
              <strong>Opt out</strong> of its sale or sharing. We do neither, and we treat a Global Privacy Control signal from
              your browser as an opt-out request.
            </li>
            <li>
              <strong>Non-discrimination:</strong> we will not treat you differently or charge you more for using any of these
              rights.
            </li>
          </ul>
        </ProseSection>

        <ProseSection id="requests" title="How to make a request">
          <p>
            Call us at <PhoneLink phone={phone} /> ({ADVISOR_HOURS_TEXT}), or reply to any email from us. We verify your request
            by matching the email address or phone number you gave us, and answer within 45 days. An authorized agent may
            make a request for you with your written permission.
          </p>
        </ProseSection>

        <ProseSection id="changes" title="Changes to this notice">
          <p>When we change this notice, we post the new version here with a new effective date.</p>
        </ProseSection>
      </ProsePage>
    </MarketingPage>
  );
}
