import { complaintEntity, partnerEntity, type ReferenceField } from "@sen/core";
import { describe, expect, it } from "vitest";
import { currentLabel, remoteOption } from "./remoteOptions";

const field = complaintEntity.fields.find((f) => f.name === "ma_kh") as ReferenceField;

describe("large reference choices", () => {
  it("read '{code} · {name} · {phone}', leaving out what the row lacks", () => {
    const row = { ma_kh: "KH000001", ten_kh: "Nguyễn Thị Mai", phone: "0901234567" };
    expect(remoteOption(field, partnerEntity, row)).toEqual({
      value: "KH000001",
      label: "KH000001 · Nguyễn Thị Mai · 0901234567",
    });
    expect(remoteOption(field, partnerEntity, { ma_kh: "KH000002", ten_kh: "Trần Văn Hùng", phone: null }).label).toBe(
      "KH000002 · Trần Văn Hùng",
    );
  });

  it("name the current value from the record's copied name", () => {
    expect(currentLabel("KH000006", "Võ Thị Ngọc Trâm")).toBe("KH000006 · Võ Thị Ngọc Trâm");
    expect(currentLabel("KH000006", null)).toBe("KH000006");
  });
});
