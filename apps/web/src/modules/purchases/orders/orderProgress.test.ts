import { describe, expect, it } from "vitest";
import { orderProgress } from "./orderProgress";

describe("an order's progress", () => {
  it("says nothing of an order not approved", () => {
    expect(orderProgress({ status: "1", so_luong_dat: 10, so_luong_nhan: 0 }, "2")).toBeUndefined();
  });

  it("counts what has come of an approved order, or says all has come", () => {
    expect(orderProgress({ status: "2", so_luong_dat: 10, so_luong_nhan: 0 }, "2")).toEqual({ state: "none" });
    expect(orderProgress({ status: "2", so_luong_dat: 10, so_luong_nhan: 6 }, "2")).toEqual({
      state: "partly",
      received: 6,
      ordered: 10,
    });
    expect(orderProgress({ status: "2", so_luong_dat: 10, so_luong_nhan: 10, da_nhan_du: true }, "2")).toEqual({
      state: "all",
    });
  });
});
