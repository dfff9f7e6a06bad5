import { describe, expect, it } from "vitest";
import { accountOptions } from "./catalogueOptions";

const chart = [
  { tk: "111", ten_tk: "Tiền mặt" },
  { tk: "1112", ten_tk: "Ngoại tệ", tk_me: "111" },
  { tk: "1111", ten_tk: "Tiền Việt Nam", tk_me: "111" },
  { tk: "131", ten_tk: "Phải thu của khách hàng" },
  { tk: "112", ten_tk: "Tiền gửi ngân hàng" },
  { tk: "1121", ten_tk: "Tiền Việt Nam", tk_me: "112" },
];

describe("the accounts a voucher may name", () => {
  it("leaves out parent accounts, sorted by number", () => {
    expect(accountOptions(chart).map((o) => o.value)).toEqual(["1111", "1112", "1121", "131"]);
  });

  it("keeps only a group's when asked, labelled with their names", () => {
    expect(accountOptions(chart, "111")).toEqual([
      { value: "1111", label: "1111 · Tiền Việt Nam" },
      { value: "1112", label: "1112 · Ngoại tệ" },
    ]);
  });
});
