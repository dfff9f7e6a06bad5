import { describe, expect, it } from "vitest";
import { brightness, contrastText, isLightColor, parseColor } from "./color.js";

describe("parseColor", () => {
  it("reads #rgb, #rrggbb and rgb(r,g,b)", () => {
    expect(parseColor("#fa0")).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColor("#FFAA00")).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColor("ffaa00")).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColor("rgb(255,170,0)")).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColor(" rgb( 255 , 170 , 0 ) ")).toEqual({ r: 255, g: 170, b: 0 });
    expect(parseColor("rgba(255, 170, 0, 0.5)")).toEqual({ r: 255, g: 170, b: 0 });
  });

  it("refuses anything else", () => {
    for (const value of [
      "",
      null,
      undefined,
      "red",
      "#ff",
      "#ffaa0",
      "#ffaa0011",
      "#ggg",
      "rgb(256,0,0)",
      "rgb(1,2)",
    ]) {
      expect(parseColor(value), String(value)).toBeNull();
    }
  });
});

describe("brightness", () => {
  it("weighs channels 299/587/114 per thousand", () => {
    expect(brightness("#000000")).toBe(0);
    expect(brightness("#ffffff")).toBe(255);
    expect(brightness("#ff0000")).toBeCloseTo(76.245);
    expect(brightness("#00ff00")).toBeCloseTo(149.685);
    expect(brightness("#0000ff")).toBeCloseTo(29.07);
    expect(brightness("nope")).toBeNull();
  });
});

describe("isLightColor and contrastText at the 128 threshold", () => {
  it("counts brightness exactly 128 as light, giving black text", () => {
    expect(brightness("#808080")).toBe(128);
    expect(isLightColor("#808080")).toBe(true);
    expect(contrastText("rgb(128,128,128)")).toBe("#000000");
  });

  it("counts brightness just under 128 as dark, giving white text", () => {
    expect(brightness("#7f7f7f")).toBe(127);
    expect(isLightColor("#7f7f7f")).toBe(false);
    expect(contrastText("#7f7f7f")).toBe("#ffffff");
  });

  it("puts black text on light backgrounds and white text on dark ones", () => {
    expect(contrastText("#ffffff")).toBe("#000000");
    expect(contrastText("#ffc107")).toBe("#000000");
    expect(contrastText("#fff")).toBe("#000000");
    expect(contrastText("#000")).toBe("#ffffff");
    expect(contrastText("#0d6efd")).toBe("#ffffff");
    expect(contrastText("#dc3545")).toBe("#ffffff");
    expect(contrastText("rgb(25, 135, 84)")).toBe("#ffffff");
  });

  it("falls back to black text when the background cannot be read (page background is white)", () => {
    expect(isLightColor("")).toBe(true);
    expect(contrastText(undefined)).toBe("#000000");
    expect(contrastText("not-a-colour")).toBe("#000000");
  });
});
