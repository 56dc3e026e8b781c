import { CHAT_LIMITS } from "~/domain/chat/messages";
import { MarketingPage } from "~/components/marketing-page";
import { PrivacyRights } from "~/components/privacy-rights";
import { ProsePage, ProseSection } from "~/components/prose-page";
import { CONSENT_TEXT, CONSENT_TEXT_VERSION, PRIVACY_EFFECTIVE_DATE } from "~/domain/consent";
import { EMAIL_LINKS } from "~/domain/visitor-emails";
import { pageMeta } from "~/seo";
import { useSiteSettings } from "~/site-settings";
import type { Route } from "./+types/privacy";
import { marketingAction } from "./marketing.server";
import { privacyData } from "./privacy.server";

export const loader = ({ request, context }: Route.LoaderArgs) => privacyData(request, context);
export const action = ({ request, context }: Route.ActionArgs) => marketingAction(request, context);

export function meta({ loaderData, matches }: Route.MetaArgs) {
  return pageMeta(matches[0]?.loaderData, {
    title: "Privacy Notice",
    description:
      "Our California notice at collection: what personal information we collect, who receives it, how long we keep " +
      "it, and how to use your rights under the CCPA.",
    canonicalUrl: loaderData?.canonicalUrl,
  });
}

/**
 * The notice at collection the lead forms, the newsletter box and the chat link to. Every sentence must
 * be true of the code (issue 12): what the leads table stores (SPEC §3), which outside service gets
 * what (spam-check, phone-check, chat-replies, visitor-emails), the retention the daily cron applies
 * (LEAD_RETENTION_MONTHS), the double opt-in and unsubscribe, and what the browser keeps (chat-storage).
 * Change PRIVACY_EFFECTIVE_DATE (app/domain/consent.ts) whenever the text changes.
 */
// In words, as of midday UTC so no time zone moves the day.
const EFFECTIVE_DATE_TEXT = new Date(`${PRIVACY_EFFECTIVE_DATE}T12:00:00Z`).toLocaleDateString("en-US", {
  dateStyle: "long",
  timeZone: "UTC",
});

export default function Privacy({ loaderData, actionData }: Route.ComponentProps) {
  const { brand, phone } = useSiteSettings();
  const { retentionMonths, emailOn } = loaderData;
  return (
    <MarketingPage data={loaderData} actionData={actionData}>
      <ProsePage
        title="Privacy Notice"
        intro={
          <>
            <p>
              This is {brand}&apos;s notice at collection for California residents. It explains what personal information we collect when
              you fill in a form, subscribe to our newsletter or talk to our chat assistant, why we collect it, who receives it, how long we
              keep it and how to use your privacy rights.
            </p>
            <p className="text-base">
              Effective date: <time dateTime={PRIVACY_EFFECTIVE_DATE}>{EFFECTIVE_DATE_TEXT}</time>
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
              <strong>Vehicle preferences:</strong> the type, make, model and year you are interested in, your budget and how you plan to
              pay, your timeline, and details of any trade-in.
            </li>
            <li>
              <strong>Chat answers and uploaded dealer quotes:</strong> what you tell our chat assistant and any dealer quote you choose to
              upload.
            </li>
            <li>
              <strong>Your consent:</strong> when you send a form or give the chat your phone number, the version of the consent wording you
              were shown and the time. The current wording, version {CONSENT_TEXT_VERSION}, reads: &ldquo;
              {CONSENT_TEXT.phone}&rdquo;
            </li>
            <li>
              <strong>Newsletter:</strong> if you subscribe, the address, when you signed up, when you confirmed and, if you do, when you
              unsubscribed.
            </li>
            <li>
              <strong>Technical and visit information:</strong> the page you were on, campaign tags in the link you followed, the referring
              page, your browser&apos;s user agent and a random session id that ties your chat messages together. Your IP address is used
              briefly to limit repeated submissions; we do not save it with your request.
            </li>
          </ul>
          <p>
            We do not ask for sensitive personal information such as your Social Security, driver&apos;s license or bank account number.
            Please leave it out of chat answers and cover it on any quote you upload.
          </p>
        </ProseSection>

        <ProseSection id="how-we-use-it" title="Why we collect it">
          <ul>
            <li>To call you back and advise you on your purchase, and to negotiate for you when you engage us.</li>
            {emailOn ? <li>To email you a confirmation of your request, with what happens next and how to reach us.</li> : null}
            <li>
              To send you our newsletter, only once you have confirmed that you want it through a link we email you
              {emailOn ? (
                <> (it works for {EMAIL_LINKS.confirmDays} days)</>
              ) : (
                <>; we are not sending emails at the moment, so no signup can be confirmed yet</>
              )}
              . Every newsletter email has a link to unsubscribe, which also works from your mail app&apos;s own unsubscribe button, and you
              can unsubscribe at any time by entering your address on our <a href={EMAIL_LINKS.unsubscribePath}>unsubscribe page</a>, which
              emails the address its link.
            </li>
            <li>
              To prevent fraud and spam: when you send a lead form, we check your email address against a spam database and may check your
              phone number with a phone validation service (see below for what each receives).
            </li>
            <li>
              To read a dealer quote you upload and check it against California&apos;s rules, so that you and your advisor see what is worth
              questioning.
            </li>
            <li>To keep the website working and secure, and to learn which pages and campaigns bring visitors to us.</li>
          </ul>
        </ProseSection>

        <ProseSection id="services" title="Who receives your information">
          <p>These services work for us and receive only what is listed here:</p>
          <ul>
            <li>
              <strong>Cloudflare, our hosting provider,</strong> runs this website and stores the information above in its database, file
              storage and message queues.
            </li>
            <li>
              <strong>A spam database (StopForumSpam)</strong> receives a one-way fingerprint (an MD5 hash) of the email address you give in
              a lead form, never the address itself.
            </li>
            <li>
              <strong>A phone validation service</strong>, when we have it switched on, receives the phone number you give in a lead form.
            </li>
            <li>
              <strong>Workers AI, Cloudflare&apos;s AI service,</strong> words some of the chat&apos;s replies. For each it receives the
              answer it replies to, a short summary of your chat (your first name, vehicle type, timeline and make) and the chat&apos;s last
              few messages. It also reads a dealer quote you upload as a photo or a scan, to list its lines: it receives that image. A PDF
              quote with text in it is read on our own servers.
            </li>
            {emailOn ? (
              <li>
                <strong>Cloudflare Email Service</strong> delivers our emails to you, so it receives your email address and the email
                itself.
              </li>
            ) : null}
            <li>
              <strong>Our newsletter email service</strong> receives the addresses of confirmed subscribers, each with its own unsubscribe
              link. Each list we give it replaces the one before, so an address that unsubscribes, or whose request we delete, leaves it.
            </li>
            <li>
              <strong>Our advisors&apos; notification tool</strong> is told that a request came in, with a link only signed-in advisors can
              open; not your name, email address or phone number.
            </li>
            <li>
              <strong>The U.S. government&apos;s vehicle database (NHTSA)</strong> receives the make and model year you pick, to list the
              models; nothing about you.
            </li>
            <li>
              <strong>A stock-photo service</strong> may supply the pictures of cars in our recent deals. Your browser loads them from it,
              so, like any website, it sees your IP address and browser.
            </li>
          </ul>
        </ProseSection>

        <ProseSection id="sharing" title="No sale or sharing">
          <p>
            We do not sell your personal information and we do not share it for cross-context behavioral advertising. We have not done so in
            the past 12 months.
          </p>
          <p>
            We disclose it only to the services above, which work for us, and, when you approve a deal, to the dealer that needs your
            details to prepare your contract.
          </p>
        </ProseSection>

        <ProseSection id="retention" title="How long we keep it">
          <p>
            We delete your request, with its chat answers, uploaded quote, our notes and its history, {retentionMonths} months after your
            last activity with us: your last request, chat answer or newsletter confirmation. A daily job does it. Your newsletter
            subscription goes with it, and ends sooner if you unsubscribe. What remains holds none of your details: a record that a request
            was deleted, when and how it reached us, and our own records of what our advisors did and which emails we sent, by a request
            number. If you ask us to delete your information sooner, we do, unless the law requires us to keep it.
          </p>
        </ProseSection>

        <ProseSection id="your-browser" title="What your browser keeps">
          <ul>
            <li>
              The chat saves its conversation in your browser so a reload does not lose it, for up to {CHAT_LIMITS.storageDays} days. Once
              the chat is complete it is removed from your browser (a chat ended for inappropriate messages keeps only the fact that it
              ended), and &ldquo;Start over&rdquo; clears all of it.
            </li>
            <li>The random session id stays in your browser&apos;s session storage until you close the tab.</li>
          </ul>
        </ProseSection>

        <PrivacyRights phone={phone} emailOn={emailOn} />

        <ProseSection id="changes" title="Changes to this notice">
          <p>When we change this notice, we post the new version here with a new effective date.</p>
        </ProseSection>
      </ProsePage>
    </MarketingPage>
  );
}
