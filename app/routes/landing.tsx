import { BottomLeadSection } from "~/components/bottom-lead-section";
import { LeadModalHost } from "~/components/lead-modal-host";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import type { Route } from "./+types/landing";
import { landingAction, landingData } from "./landing.server";

export function meta({ matches }: Route.MetaArgs) {
  const brand = matches[0]?.loaderData?.brand ?? "";
  return [
    { title: `${brand} – Expert Car Buying for California` },
    {
      name: "description",
      content: "Free consultation with a car-buying advisor: we find your car, negotiate the price and deliver it. California registrations.",
    },
  ];
}

export const loader = ({ request, context }: Route.LoaderArgs) => landingData(request, context);
export const action = ({ request, context }: Route.ActionArgs) => landingAction(request, context);

export default function Landing({ loaderData, actionData }: Route.ComponentProps) {
  const { makes, formToken, pageContext, modalSource, closeHref } = loaderData;
  const leadResult = actionData?.intent === "lead" ? actionData : undefined;
  const newsletterResult = actionData?.intent === "newsletter" ? actionData : undefined;
  const formProps = { makes, formToken, pageContext, result: leadResult };
  const reopenSource = leadResult?.formKind === "modal" ? (leadResult.source ?? "navbar") : modalSource;
  return (
    <LeadModalHost {...formProps} initialSource={reopenSource} closeHref={closeHref}>
      <SiteHeader />
      <main id="main">
        <BottomLeadSection {...formProps} />
      </main>
      <SiteFooter newsletterResult={newsletterResult} />
    </LeadModalHost>
  );
}
