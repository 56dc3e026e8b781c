import { describe, expect, it } from "vitest";
import { nodeVersionProblem } from "./node-version.mjs";

describe("nodeVersionProblem", () => {
  it("says in one line to install the recommended Node when the running one is older than engines asks", () => {
    const problem = nodeVersionProblem("20.20.2", ">=22.12", "24");
    expect(problem).toBe(
      "CarAdvisor needs Node 22.12 or newer and this is Node 20.20.2: install Node 24 " +
        "(`nvm install 24`, or https://nodejs.org/en/download), then run the command again.",
    );
    expect(nodeVersionProblem("22.11.0", ">=22.12", "24")).toContain("this is Node 22.11.0");
  });

  it("says nothing from the minimum on", () => {
    expect(nodeVersionProblem("22.12.0", ">=22.12", "24")).toBeNull();
    expect(nodeVersionProblem("23.0.0", ">=22.12", "24")).toBeNull();
    expect(nodeVersionProblem("24.21.0", ">=22.12", "24")).toBeNull();
  });
});
