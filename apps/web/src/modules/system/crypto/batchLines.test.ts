import { describe, expect, it } from "vitest";
import { batchLines } from "./batchLines";

describe("batch encryption input", () => {
  it("takes one value a line, trimmed, without blank lines", () => {
    expect(batchLines("  0903123456\r\n\n4111 1111 \n")).toEqual(["0903123456", "4111 1111"]);
    expect(batchLines("   ")).toEqual([]);
  });
});
