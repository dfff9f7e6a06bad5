import { describe, expect, it } from "vitest";
import { localize } from "../../../platform/crud/messages.js";
import { AppError } from "../../../platform/errors.js";
import { runOf, runsOf, serialsOf } from "./serial-runs.js";

/** The refusal a call throws, by field, in Vietnamese. */
function refusal(call: () => unknown): Record<string, string> {
  try {
    call();
  } catch (error) {
    if (error instanceof AppError) {
      return Object.fromEntries(Object.entries(error.fieldErrors ?? {}).map(([k, v]) => [k, localize(v, "vi")]));
    }
    throw error;
  }
  throw new Error("not refused");
}

describe("a run of serials", () => {
  it("spells out every serial between the first and the last, in capitals, keeping the counter's digits", () => {
    const run = runOf("vd500-000098", "VD500-000102", "details.0");
    expect(run).toMatchObject({ tu_seri: "VD500-000098", den_seri: "VD500-000102", so_luong: 5 });
    expect(serialsOf(run)).toEqual(["VD500-000098", "VD500-000099", "VD500-000100", "VD500-000101", "VD500-000102"]);
    expect(serialsOf(runOf("A7", null, "details.0"))).toEqual(["A7"]);
  });

  it("refuses a serial without digits at its end, another prefix or length, a run backwards or too long", () => {
    expect(refusal(() => runOf("VD-", null, "details.1"))).toEqual({
      "details.1.tu_seri": "Số seri VD- phải kết thúc bằng chữ số",
    });
    expect(refusal(() => runOf("VD01", "VX02", "details.0"))["details.0.den_seri"]).toMatch(/cùng tiền tố/);
    expect(refusal(() => runOf("VD01", "VD002", "details.0"))["details.0.den_seri"]).toMatch(/số chữ số/);
    expect(refusal(() => runOf("VD05", "VD01", "details.0"))["details.0.den_seri"]).toBe(
      "Số seri cuối VD01 nhỏ hơn số seri đầu VD05",
    );
    expect(refusal(() => runOf("V00000", "V10000", "details.0"))["details.0.den_seri"]).toBe(
      "Mỗi chứng từ tối đa 10,000 thẻ",
    );
  });

  it("takes each card on one line of a document only", () => {
    expect(
      refusal(() =>
        runsOf([
          { tu_seri: "VD01", den_seri: "VD05" },
          { tu_seri: "VD05", den_seri: "VD06" },
        ]),
      ),
    ).toEqual({ "details.1.tu_seri": "Thẻ VD05 đã có ở dòng 1" });
  });
});
