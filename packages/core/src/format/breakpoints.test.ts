import { describe, expect, it } from "vitest";
import { breakpointOf } from "./breakpoints.js";

describe("breakpointOf", () => {
  it("is xs below 576 px", () => {
    expect(breakpointOf(0)).toBe("xs");
    expect(breakpointOf(320)).toBe("xs");
    expect(breakpointOf(575)).toBe("xs");
  });

  it("switches exactly at each breakpoint width", () => {
    expect(breakpointOf(576)).toBe("sm");
    expect(breakpointOf(767)).toBe("sm");
    expect(breakpointOf(768)).toBe("md");
    expect(breakpointOf(991)).toBe("md");
    expect(breakpointOf(992)).toBe("lg");
    expect(breakpointOf(1199)).toBe("lg");
    expect(breakpointOf(1200)).toBe("xl");
    expect(breakpointOf(1399)).toBe("xl");
    expect(breakpointOf(1400)).toBe("xml");
    expect(breakpointOf(1599)).toBe("xml");
    expect(breakpointOf(1600)).toBe("xxl");
    expect(breakpointOf(3840)).toBe("xxl");
  });
});
