import { describe, expect, it } from "vitest";
import { axisLabel, isEmpty, labelEvery, largest, niceTicks, valueToY } from "./scale";

describe("niceTicks", () => {
  it("gives round steps from 0 past the largest value", () => {
    expect(niceTicks(13)).toEqual([0, 5, 10, 15]);
    expect(niceTicks(100)).toEqual([0, 25, 50, 75, 100]);
    expect(niceTicks(2)).toEqual([0, 1, 2]);
    expect(niceTicks(7_300_000)).toEqual([0, 2_000_000, 4_000_000, 6_000_000, 8_000_000]);
  });

  it("keeps whole numbers for small counts, and an axis for nothing", () => {
    expect(niceTicks(1)).toEqual([0, 1]);
    expect(niceTicks(3, 4)).toEqual([0, 1, 2, 3]);
    expect(niceTicks(0)).toEqual([0, 1]);
    expect(niceTicks(Number.NaN)).toEqual([0, 1]);
  });
});

describe("valueToY", () => {
  it("puts 0 at the bottom and the top value at the top", () => {
    const y = valueToY(200, 100);
    expect(y(0)).toBe(100);
    expect(y(200)).toBe(0);
    expect(y(50)).toBe(75);
    expect(y(-5)).toBe(100);
  });
});

describe("labelEvery", () => {
  it("shows every label when they fit, every n-th when they do not", () => {
    expect(labelEvery(7, 700, 40)).toBe(1);
    expect(labelEvery(31, 300, 40)).toBe(5);
    expect(labelEvery(0, 300, 40)).toBe(1);
  });
});

describe("axisLabel, largest, isEmpty", () => {
  it("writes thousands with commas", () => {
    expect(axisLabel(1_234_567)).toBe("1,234,567");
  });

  it("finds the top of grouped and of stacked bars", () => {
    const series = [{ values: [1, 5, 2] }, { values: [4, 1, 3] }];
    expect(largest(series, false)).toBe(5);
    expect(largest(series, true)).toBe(6);
    expect(largest([], true)).toBe(0);
  });

  it("calls all zeros empty", () => {
    expect(isEmpty([{ values: [0, 0] }])).toBe(true);
    expect(isEmpty([])).toBe(true);
    expect(isEmpty([{ values: [0, 3] }])).toBe(false);
  });
});
