// The islands' script URLs, from the islands' build (scripts/lib/islands-plugin.ts).
declare module "virtual:islands/assets" {
  const assets: import("./assets").IslandAssets;
  export default assets;
}
