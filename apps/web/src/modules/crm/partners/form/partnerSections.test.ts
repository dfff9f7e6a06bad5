import { fieldsInForm, partnerEntity } from "@sen/core";
import { describe, expect, it } from "vitest";
import { PARTNER_SECTIONS } from "./partnerSections";

describe("partner form sections", () => {
  it("place every form field of the definition exactly once, and nothing else", () => {
    const placed = PARTNER_SECTIONS.flatMap((s) => [...s.fields]).sort();
    const fields = fieldsInForm(partnerEntity)
      .map((f) => f.name)
      .sort();
    expect(placed).toEqual(fields);
  });
});
