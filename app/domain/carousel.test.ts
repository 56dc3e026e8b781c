import { describe, expect, it } from "vitest";
import { allFitFrom, cardsPerView, clampIndex } from "./carousel";

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

  it("says from which width every card fits, so the controls can go", () => {
    expect(allFitFrom(3)).toBe(1024);
    expect(allFitFrom(2)).toBe(640);
    expect(allFitFrom(1)).toBe(0);
    expect(allFitFrom(4)).toBeNull();
  });
});
