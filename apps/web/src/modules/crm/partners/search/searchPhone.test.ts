import { describe, expect, it } from "vitest";
import { searchPhone } from "./searchPhone";

describe("the phone of a search result", () => {
  it("shows only the first digit and the last four unless details are on", () => {
    expect(searchPhone("0981234567", false)).toBe("0*****4567");
    expect(searchPhone("0981234567", true)).toBe("0981234567");
    expect(searchPhone(null, false)).toBe("");
  });
});
