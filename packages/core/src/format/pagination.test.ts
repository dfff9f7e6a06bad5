import { describe, expect, it } from "vitest";
import { pageCount, pageWindow, paginationWindow } from "./pagination.js";

describe("paginationWindow", () => {
  it("shows 5 pages below 440 px", () => {
    expect(paginationWindow(320)).toBe(5);
    expect(paginationWindow(439)).toBe(5);
  });

  it("shows 7 pages from 440 px to below 576 px", () => {
    expect(paginationWindow(440)).toBe(7);
    expect(paginationWindow(575)).toBe(7);
  });

  it("shows 9 pages from 576 px", () => {
    expect(paginationWindow(576)).toBe(9);
    expect(paginationWindow(1920)).toBe(9);
  });
});

describe("pageCount", () => {
  it("rounds partial pages up", () => {
    expect(pageCount(101, 10)).toBe(11);
    expect(pageCount(100, 10)).toBe(10);
    expect(pageCount(1, 1000)).toBe(1);
  });

  it("is 0 without rows or with a bad page size", () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(-5, 10)).toBe(0);
    expect(pageCount(10, 0)).toBe(0);
    expect(pageCount(Number.NaN, 10)).toBe(0);
  });
});

describe("pageWindow", () => {
  it("centres the window on the current page", () => {
    expect(pageWindow(10, 20, 9)).toEqual([6, 7, 8, 9, 10, 11, 12, 13, 14]);
    expect(pageWindow(10, 20, 5)).toEqual([8, 9, 10, 11, 12]);
    expect(pageWindow(10, 20, 7)).toEqual([7, 8, 9, 10, 11, 12, 13]);
  });

  it("keeps the window full at the first pages", () => {
    expect(pageWindow(1, 20, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(pageWindow(2, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(3, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(4, 20, 5)).toEqual([2, 3, 4, 5, 6]);
  });

  it("keeps the window full at the last pages", () => {
    expect(pageWindow(20, 20, 9)).toEqual([12, 13, 14, 15, 16, 17, 18, 19, 20]);
    expect(pageWindow(19, 20, 5)).toEqual([16, 17, 18, 19, 20]);
    expect(pageWindow(17, 20, 5)).toEqual([15, 16, 17, 18, 19]);
  });

  it("shows every page when there are fewer than the window", () => {
    expect(pageWindow(2, 3, 9)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 1, 5)).toEqual([1]);
    expect(pageWindow(5, 9, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });

  it("clamps a current page out of range", () => {
    expect(pageWindow(0, 20, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(99, 20, 5)).toEqual([16, 17, 18, 19, 20]);
  });

  it("shows no pages when there are none", () => {
    expect(pageWindow(1, 0, 9)).toEqual([]);
  });

  it("works with the window chosen for the screen width", () => {
    expect(pageWindow(50, 100, paginationWindow(400))).toEqual([48, 49, 50, 51, 52]);
    expect(pageWindow(50, 100, paginationWindow(500))).toHaveLength(7);
  });
});
