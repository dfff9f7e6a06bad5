import { describe, expect, it } from "vitest";
import "../../modules/stock/stock.routes.js";
import { databaseError } from "../db/pg-errors.js";
import { localize } from "./messages.js";
import { uniqueViolationErrors } from "./unique-violations.js";

describe("a save the unique index refused", () => {
  it("is told which field holds a taken value, in that field's words", () => {
    const errors = uniqueViolationErrors("units_ma_dvt_unique");
    expect(Object.keys(errors ?? {})).toEqual(["ma_dvt"]);
    expect(localize(errors?.ma_dvt ?? "", "vi")).toBe("Mã đơn vị tính đã tồn tại");
    expect(uniqueViolationErrors("some_other_unique")).toBeUndefined();
    expect(uniqueViolationErrors(undefined)).toBeUndefined();
  });

  it("finds PostgreSQL's error under the query error Drizzle wraps it in", () => {
    const pg = Object.assign(new Error("duplicate key"), { code: "23505", severity: "ERROR", constraint: "x" });
    expect(databaseError(Object.assign(new Error("Failed query"), { cause: pg }))).toBe(pg);
    expect(databaseError(new Error("plain"))).toBeUndefined();
  });
});
