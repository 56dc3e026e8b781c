// The Worker as deployed, minus the React Router build (which needs the Vite plugin); pages are
// covered end to end by Playwright against the built app.
import { createApp } from "../../worker/app";
import { handleQueue } from "../../worker/queue-consumers";

const app = createApp(async () => new Response("page", { status: 200 }));

export default { fetch: app.fetch, queue: handleQueue } satisfies ExportedHandler<Env>;
