import { MarketingPage } from "~/components/marketing-page";
import { PhoneLink } from "~/components/phone-link";
import { ProsePage, ProseSection } from "~/components/prose-page";
import { ADVISOR_HOURS_TEXT } from "~/domain/advisor-hours";
import { PRICES } from "~/domain/constants";
import { pageMeta } from "~/seo";
import { useSiteSettings } from "~/site-settings";
import type { Route } from "./+types/terms";
import { marketingAction, marketingData } from "./marketing.server";

export const loader = ({ request, context }: Route.LoaderArgs) => marketingData(request, context, "/terms");
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: "Terms of Service",
    description:
      "The terms of our car-buying advisory service: what we do, what you pay, our refund guarantee and your rights under California law.",
    canonicalUrl: loaderData?.canonicalUrl,
  });
}

export default function Terms({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, phone } = useSiteSettings();
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <ProsePage
        title="Terms of Service"
        intro={
          <>
            <p>
              These terms apply when you use this website or our car-buying advisory service. By requesting a consultation or engaging us,
              you agree to them. Please read them; they are short.
            </p>
            <p className="text-base">
              Effective date: <time dateTime="2026-11-22">November 22, 2026</time>
            </p>
          </>
        }
      >
        <ProseSection id="the-service" title="1. What we do">
          <p>
            {brand} gives advice and negotiates on your behalf for buyers who will register their vehicle in California. We help you choose
            a vehicle, evaluate your trade-in, search our dealer network, negotiate the price and arrange delivery or pickup.
          </p>
          <p>
            You approve everything before we proceed. We never commit you to a vehicle, a price, a trade-in offer or a loan without your
            explicit approval.
          </p>
        </ProseSection>

        <ProseSection id="the-dealer" title="2. You buy from the dealer">
          <p>
            We are not the seller of the vehicle and we do not lend money. The purchase or lease contract, its price, taxes, registration
            fees, warranty and financing are between you and the dealer (and your lender), and you sign them directly. Read the contract
            before you sign; we are glad to review it with you.
          </p>
          <p>
            Vehicle availability, prices and incentives are set by dealers and manufacturers and can change until the contract is signed.
            Savings we publish are averages of past results, not a promise of a particular price.
          </p>
        </ProseSection>

        <ProseSection id="fees" title="3. Fees">
          <ul>
            <li>The consultation is free and carries no obligation.</li>
            <li>Full-Service: ${PRICES.fullService}.</li>
            <li>White-Glove, including home or office delivery: ${PRICES.whiteGlove}.</li>
            <li>Certified pre-owned purchases: a flat fee of ${PRICES.cpoFlatFee}.</li>
          </ul>
          <p>
            We confirm the service and its fee with you before any paid work starts. Our fee does not include the price of the vehicle or
            anything the dealer, your lender or the State of California charges.
          </p>
        </ProseSection>

        <ProseSection id="guarantee" title="4. Refund guarantee">
          <p>
            If you are not 100% satisfied with our service, tell us and we will refund your service fee in full. The guarantee covers our
            fee; it does not cover amounts paid to a dealer, a lender or the state.
          </p>
        </ProseSection>

        <ProseSection id="your-part" title="5. Your part">
          <p>
            Give us accurate contact details and tell us honestly what you want and what you can spend, including the condition of any
            trade-in. Use the website lawfully and do not submit someone else&apos;s details or automated requests.
          </p>
        </ProseSection>

        <ProseSection id="liability" title="6. Our responsibility">
          <p>
            We do our work with care and skill. We are not responsible for a dealer&apos;s or manufacturer&apos;s products, warranties or
            performance of their contracts. To the extent the law allows, our total liability for a claim about our service is limited to
            the fee you paid us. Nothing in these terms limits rights you have under California law that cannot be waived.
          </p>
        </ProseSection>

        <ProseSection id="privacy" title="7. Privacy">
          <p>
            How we collect and use your information is described in our <a href="/privacy">Privacy Notice</a>.
          </p>
        </ProseSection>

        <ProseSection id="governing-law" title="8. California law">
          <p>
            These terms are governed by the laws of the State of California. If something goes wrong, please call us first: most problems
            are solved in one conversation.
          </p>
        </ProseSection>

        <ProseSection id="changes" title="9. Changes to these terms">
          <p>
            We may update these terms. The version in force is always on this page with its effective date; changes do not affect a service
            you have already engaged us for.
          </p>
        </ProseSection>

        <ProseSection id="contact" title="10. Contact">
          <p>
            Call <PhoneLink phone={phone} /> ({ADVISOR_HOURS_TEXT}), or reply to any email from us.
          </p>
        </ProseSection>
      </ProsePage>
    </MarketingPage>
  );
}
