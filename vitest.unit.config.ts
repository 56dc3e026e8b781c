import { defineConfig } from "vitest/config";

// Pure logic (app/domain and friends) runs in Node: no Worker runtime needed.
export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "tests/tooling/**/*.test.ts"],
    environment: "node",
  },
});
