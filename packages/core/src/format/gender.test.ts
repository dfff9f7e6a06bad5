import { describe, expect, it } from "vitest";
import { GENDERS, genderLabel, genderOptions } from "./gender.js";

describe("gender", () => {
  it("labels 1 as Nam and 2 as Nữ in Vietnamese by default", () => {
    expect(genderLabel(1)).toBe("Nam");
    expect(genderLabel(2)).toBe("Nữ");
  });

  it("labels them Male and Female in English", () => {
    expect(genderLabel(1, "en")).toBe("Male");
    expect(genderLabel(2, "en")).toBe("Female");
  });

  it("accepts the value as text, as forms and query strings give it", () => {
    expect(genderLabel("1")).toBe("Nam");
    expect(genderLabel("2", "en")).toBe("Female");
  });

  it("shows nothing for unknown or missing values", () => {
    for (const value of [0, 3, -1, "", "x", null, undefined]) {
      expect(genderLabel(value)).toBe("");
    }
  });

  it("offers select options in order", () => {
    expect(genderOptions()).toEqual([
      { value: 1, label: "Nam" },
      { value: 2, label: "Nữ" },
    ]);
    expect(genderOptions("en").map((o) => o.label)).toEqual(["Male", "Female"]);
    expect(GENDERS).toHaveLength(2);
  });
});
