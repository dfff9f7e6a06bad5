import { describe, expect, it } from "vitest";
import { bulletPoints } from "./bulletPoints";

describe("bulletPoints", () => {
  it("makes one point of each clause and sentence, each starting with a capital", () => {
    expect(bulletPoints("Lập và in hóa đơn; thanh toán nhiều hình thức. Trừ kho khi duyệt.")).toEqual([
      "Lập và in hóa đơn",
      "Thanh toán nhiều hình thức",
      "Trừ kho khi duyệt",
    ]);
  });

  it("keeps numbers with a decimal point and drops empty pieces", () => {
    expect(bulletPoints("giá 1.5 triệu;; đặt cọc")).toEqual(["Giá 1.5 triệu", "Đặt cọc"]);
    expect(bulletPoints("")).toEqual([]);
  });
});
