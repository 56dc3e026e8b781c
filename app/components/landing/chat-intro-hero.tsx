import { CLAIMS } from "~/domain/constants";
import { useSiteSettings } from "~/site-settings";
import { TypedGreeting } from "../typed-greeting";

/** The chat assistant's intro (SPEC §2): the typed greeting and the Chat button to /chatbot. */
export function ChatIntroHero() {
  const { brand } = useSiteSettings();
  const greeting =
    `Hi there! I'm the ${brand} assistant. Tell me what you're looking for, and I'll help you find the right car at the ` +
    `right price, with an expert advisor negotiating for you.`;
  return (
    <section aria-labelledby="chat-intro-title" className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto flex max-w-3xl flex-col items-center px-4 py-16 text-center sm:py-24">
        <span aria-hidden="true" className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-600 text-white shadow-lg">
          {/* biome-ignore lint/a11y/noSvgWithoutTitle: decorative, hidden with its span. */}
          <svg viewBox="0 0 24 24" width="32" height="32" fill="none" stroke="currentColor" strokeWidth="2">
            <path d="M4 5h16v11H9l-5 4V5z" strokeLinejoin="round" />
            <path d="M8 9h8M8 12h5" strokeLinecap="round" />
          </svg>
        </span>
        <h1 id="chat-intro-title" className="mt-6 text-3xl font-extrabold text-brand-900 sm:text-4xl">
          Your car-buying assistant
        </h1>
        <div className="mt-6 rounded-2xl bg-white p-6 text-left shadow-md">
          <TypedGreeting text={greeting} />
        </div>
        <a href="/chatbot" className="mt-8 rounded-full bg-brand-600 px-10 py-4 text-lg font-bold text-white shadow-lg hover:bg-brand-700">
          Chat
        </a>
        <p className="mt-6 text-sm text-slate-600">Free, no obligation. Our customers save {CLAIMS.averageSavings} on average.</p>
      </div>
    </section>
  );
}
