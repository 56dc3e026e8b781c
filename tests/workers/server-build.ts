import type { ServerBuild } from "react-router";
import * as entryServer from "#app/entry.server";

/**
 * A React Router server build around the app's own entry, for tests that render made-up routes through the
 * real document render: the routes and the assets' manifest are the test's, the rest is a built app's.
 */
export const testServerBuild = (routes: ServerBuild["routes"], assets: ServerBuild["assets"]): ServerBuild => ({
  entry: { module: entryServer },
  routes,
  assets,
  publicPath: "/",
  assetsBuildDirectory: "build/client",
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: "lazy", manifestPath: "/__manifest" },
});
