import { MarketingPage } from "~/components/marketing-page";
import { OpenModalButton } from "~/components/open-modal-button";
import { PhoneLink } from "~/components/phone-link";
import { ProsePage, ProseSection } from "~/components/prose-page";
import { ADVISOR_HOURS_TEXT } from "~/domain/advisor-hours";
import { CALLBACK_CLAIMS, CLAIMS, PRICES } from "~/domain/constants";
import { pageMeta } from "~/seo";
import { useSiteSettings } from "~/site-settings";
import type { Route } from "./+types/about";
import { marketingAction, marketingData } from "./marketing.server";

export const loader = ({ request, context }: Route.LoaderArgs) => marketingData(request, context, "/about");
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: "About Us",
    description:
      `Car-buying advisors for California registrations for ${CLAIMS.yearsServing} years: free consultation, expert ` +
      `negotiation, and a full refund of our fee if you are not 100% satisfied.`,
    canonicalUrl: loaderData?.canonicalUrl,
  });
}

// SPEC §1 and §9: every figure comes from the shared constants so the pages never disagree.
const FIGURES = [
  { value: CLAIMS.customers, label: "satisfied customers" },
  { value: CLAIMS.customerSavings, label: "saved by our customers" },
  { value: CLAIMS.averageSavings, label: "average savings per car" },
  { value: `${CLAIMS.satisfactionPercent}%`, label: "customer satisfaction" },
] as const;

export default function About({ loaderData, actionData }: Route.ComponentProps) {
  const { brand } = useSiteSettings();
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <ProsePage
        title={`About ${brand}`}
        intro={
          <p>
            We are car-buying advisors for people who will register their car in California. For {CLAIMS.yearsServing} years we have found
            the right car, negotiated the price and handled the details, so our customers skip the dealership marathon and keep the savings.
          </p>
        }
      >
        <ProseSection id="who-we-are" title="Who we are">
          <p>
            Our advisors know California dealers, California pricing and California paperwork. New cars are our specialty, and that is where
            we save our customers the most. We help with used cars too, as a secondary service.
          </p>
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            {FIGURES.map((figure) => (
              <div key={figure.label} className="flex flex-col rounded-xl bg-brand-50 p-4 text-center">
                <dt className="text-sm text-slate-700">{figure.label}</dt>
                <dd className="order-first text-2xl font-extrabold text-brand-900">{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p>Our customers also save {CLAIMS.hoursSaved} hours on average: the calls, visits and haggling are ours to do.</p>
        </ProseSection>

        {/* Same ids as the landing page sections, so the header's #how-it-works and #pricing anchors land here too. */}
        <ProseSection id="how-it-works" title="How the service works">
          <ol>
            <li>
              <strong>A free consultation.</strong> Tell an advisor what you want to drive, your budget and your timeline. It costs nothing
              and commits you to nothing.
            </li>
            <li>
              <strong>Trade-in evaluation.</strong> We price your current car against real offers so it adds to your savings.
            </li>
            <li>
              <strong>We find it and negotiate.</strong> We search our dealer network and negotiate the price on your behalf. You approve
              everything before we proceed.
            </li>
            <li>
              <strong>You drive away.</strong> You sign with the dealer, and we arrange one-hour delivery or pickup.
            </li>
          </ol>
        </ProseSection>

        <ProseSection id="pricing" title="What it costs">
          <ul>
            <li>
              <strong>Consultation:</strong> free.
            </li>
            <li>
              <strong>Full-Service:</strong> ${PRICES.fullService}. We find the car, negotiate the price, evaluate your trade-in and review
              the contract.
            </li>
            <li>
              <strong>White-Glove:</strong> ${PRICES.whiteGlove}. Everything in Full-Service, plus delivery to your home or office.
            </li>
          </ul>
        </ProseSection>

        <ProseSection id="guarantee" title="Our guarantee">
          <p>
            If you are not 100% satisfied with our service, we refund your service fee in full. And because you approve every step before we
            proceed, you always know what we are doing for you and why.
          </p>
        </ProseSection>

        <AboutCallToAction />
      </ProsePage>
    </MarketingPage>
  );
}

/** Outside ProseSection on purpose: its link styles would repaint the button before hydration. */
function AboutCallToAction() {
  const { phone } = useSiteSettings();
  return (
    <section aria-labelledby="talk-to-us-title" className="rounded-2xl bg-brand-900 p-8 text-center text-white">
      <h2 id="talk-to-us-title" className="text-2xl font-bold">
        Talk to an advisor
      </h2>
      <p className="mt-3 text-blue-100">
        Book your free consultation and an advisor will call you within {CALLBACK_CLAIMS.forms} during business hours.
      </p>
      <OpenModalButton
        source="about"
        className="mt-6 inline-block rounded-lg bg-accent-500 px-6 py-3 font-bold text-slate-900 hover:bg-amber-400"
      >
        Get Your Free Consultation
      </OpenModalButton>
      <p className="mt-6 text-blue-100">
        Prefer to call? <PhoneLink phone={phone} className="font-semibold text-white underline hover:text-amber-300" />
        <br />
        {ADVISOR_HOURS_TEXT}
      </p>
    </section>
  );
}
