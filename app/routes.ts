import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

// SPEC §2. The V2 paths match as written (case-sensitive); anything else falls to the main landing page.
export default [
  index("routes/landing.tsx", { id: "landing-home" }),
  route("landing/v1", "routes/landing.tsx", { id: "landing-v1" }),
  route("landing/V2", "routes/landing-v2.tsx", { id: "landing-v2", caseSensitive: true }),
  route("landing/cartelligentai", "routes/chat-intro.tsx", { id: "chat-intro" }),
  route("landing/cartelligentai/V2", "routes/chat-intro-v2.tsx", { id: "chat-intro-v2", caseSensitive: true }),
  route("chatbot", "routes/chatbot.tsx", { id: "chatbot" }),
  route("chatbot/chat", "routes/chatbot.tsx", { id: "chatbot-chat" }),
  route("get-started", "routes/chatbot.tsx", { id: "get-started" }),
  route("about", "routes/about.tsx"),
  route("terms", "routes/terms.tsx"),
  route("privacy", "routes/privacy.tsx"),
  route("blog", "routes/blog.tsx"),
  // Reached from visitor emails (issue 12 item 3): newsletter double opt-in and one-click unsubscribe.
  route("newsletter/confirm", "routes/newsletter-confirm.tsx"),
  route("unsubscribe", "routes/unsubscribe.tsx"),
  route("search", "routes/search.ts"),
  route("language-hint", "routes/language-hint.ts"),
  route("switch-language", "routes/switch-language.ts"),
  route("robots.txt", "routes/robots-txt.ts"),
  route("sitemap.xml", "routes/sitemap-xml.ts"),
  // The advisors' back office: sign-in is open, everything under the layout needs a credential.
  route("admin/login", "routes/admin/login.tsx"),
  route("admin/sign-out", "routes/admin/sign-out.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/leads.tsx"),
      route("my-day", "routes/admin/my-day.tsx"),
      route("leads/:id", "routes/admin/lead.tsx"),
      route("dashboard", "routes/admin/dashboard.tsx"),
      route("speed", "routes/admin/speed.tsx"),
      route("deals", "routes/admin/deals.tsx"),
      route("newsletter-subscribers.csv", "routes/admin/subscribers-csv.ts"),
      route("account", "routes/admin/account.tsx"),
    ]),
  ]),
  // Issue 24: the Spanish twins, the same modules under /es with ids of their own. A page joins them once
  // everything on it is in the catalogue (app/i18n/twins.ts lists the pages still in English only).
  route("es", "routes/landing.tsx", { id: "es-landing-home" }),
  route("es/landing/v1", "routes/landing.tsx", { id: "es-landing-v1" }),
  route("es/landing/cartelligentai", "routes/chat-intro.tsx", { id: "es-chat-intro" }),
  route("es/landing/cartelligentai/V2", "routes/chat-intro-v2.tsx", { id: "es-chat-intro-v2", caseSensitive: true }),
  route("es/chatbot", "routes/chatbot.tsx", { id: "es-chatbot" }),
  route("es/chatbot/chat", "routes/chatbot.tsx", { id: "es-chatbot-chat" }),
  route("es/get-started", "routes/chatbot.tsx", { id: "es-get-started" }),
  route("es/landing/V2", "routes/landing-v2.tsx", { id: "es-landing-v2", caseSensitive: true }),
  route("es/about", "routes/about.tsx", { id: "es-about" }),
  route("es/blog", "routes/blog.tsx", { id: "es-blog" }),
  route("es/terms", "routes/terms.tsx", { id: "es-terms" }),
  route("es/privacy", "routes/privacy.tsx", { id: "es-privacy" }),
  route("es/newsletter/confirm", "routes/newsletter-confirm.tsx", { id: "es-newsletter-confirm" }),
  route("es/unsubscribe", "routes/unsubscribe.tsx", { id: "es-unsubscribe" }),
  route("es/*", "routes/landing.tsx", { id: "es-landing-catch-all" }),
  route("*", "routes/landing.tsx", { id: "landing-catch-all" }),
] satisfies RouteConfig;
