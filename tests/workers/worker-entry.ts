// The Worker as deployed, minus the React Router build (which needs the Vite plugin); pages are
// covered end to end by Playwright against the built app.
import { createApp } from "#worker/app";
import { handleQueue } from "#worker/queue-consumers";
import { handleScheduled } from "#worker/scheduled";

// The live desk's Durable Object, bound as DESK by wrangler.toml, must be a class of the main Worker.
export { Desk } from "#worker/services/desk";

const app = createApp(async () => new Response("page", { status: 200 }));

export default { fetch: app.fetch, queue: handleQueue, scheduled: handleScheduled } satisfies ExportedHandler<Env>;
