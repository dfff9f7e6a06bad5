import { describe, expect, expectTypeOf, it } from "vitest";
import { partnerEntity } from "../entities/crm/partners.js";
import { listColumnFields } from "./entity.js";
import type { RowOf } from "./row.js";

type Partner = RowOf<typeof partnerEntity>;

describe("RowOf", () => {
  it("types each field by its kind, nullable unless required or a flag", () => {
    expectTypeOf<Partner["ten_kh"]>().toEqualTypeOf<string>();
    expectTypeOf<Partner["phone"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Partner["vip"]>().toEqualTypeOf<boolean>();
    expectTypeOf<Partner["ma_dvcs"]>().toEqualTypeOf<string>();
    expectTypeOf<Partner["dia_ban_province"]>().toEqualTypeOf<string | null>();
    expectTypeOf<Partner>().not.toHaveProperty("dia_ban");
    expectTypeOf<Partner>().not.toHaveProperty("no_such_field");
  });
});

describe("listColumnFields", () => {
  it("lists a reference's copied name in the reference's column, not as a column of its own", () => {
    const names = listColumnFields(partnerEntity).map((f) => f.name);
    expect(names).toContain("ma_nvbh");
    expect(names).not.toContain("ten_nvbh");
    expect(names).not.toContain("ghi_chu");
  });
});
