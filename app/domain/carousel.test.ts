import { describe, expect, it } from "vitest";
import { cardsPerView, clampIndex } from "./carousel";

describe("carousel", () => {
  it.each([
    [1440, 3],
    [1024, 3],
    [1023, 2],
    [640, 2],
    [639, 1],
    [320, 1],
  ])("shows at %i px %i cards", (width, perView) => {
    expect(cardsPerView(width)).toBe(perView);
  });

  it("clamps the index between 0 and count minus cards per view", () => {
    expect(clampIndex(-1, 3, 1)).toBe(0);
    expect(clampIndex(5, 3, 1)).toBe(2);
    expect(clampIndex(2, 3, 2)).toBe(1);
    expect(clampIndex(1, 3, 3)).toBe(0);
    expect(clampIndex(1, 2, 3)).toBe(0);
  });
});
