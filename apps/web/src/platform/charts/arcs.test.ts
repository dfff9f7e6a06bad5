import { describe, expect, it } from "vitest";
import { arcsOf, ringPath } from "./arcs";

describe("arcsOf", () => {
  it("gives each value its share of the turn, in order", () => {
    expect(arcsOf([1, 3])).toEqual([
      { start: 0, end: 0.25 },
      { start: 0.25, end: 1 },
    ]);
  });

  it("gives nothing to zero, negative or an all-zero list", () => {
    expect(arcsOf([0, 2, -1])).toEqual([
      { start: 0, end: 0 },
      { start: 0, end: 1 },
      { start: 1, end: 1 },
    ]);
    expect(arcsOf([0, 0]).every((a) => a.end === a.start)).toBe(true);
  });
});

describe("ringPath", () => {
  it("starts a quarter at 12 o'clock and ends it at 3", () => {
    expect(ringPath({ start: 0, end: 0.25 }, 50, 30)).toBe(
      "M 0.00 -50.00 A 50 50 0 0 1 50.00 0.00 L 30.00 0.00 A 30 30 0 0 0 0.00 -30.00 Z",
    );
  });

  it("draws a whole turn as two halves", () => {
    expect(ringPath({ start: 0, end: 1 }, 50, 30).match(/M /g)).toHaveLength(2);
  });
});
