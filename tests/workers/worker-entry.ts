// The Worker as deployed, minus the React Router build (which needs the Vite plugin); pages are
// covered end to end by Playwright against the built app.
import { createApp } from "../../worker/app";

const app = createApp(async () => new Response("page", { status: 200 }));

export default { fetch: app.fetch } satisfies ExportedHandler<Env>;
