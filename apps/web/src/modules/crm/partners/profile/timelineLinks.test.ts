import { describe, expect, it } from "vitest";
import { timelineLink } from "./timelineLinks";

describe("timeline links", () => {
  it("open the activity's list filtered to the partner, searched by title where lists search titles", () => {
    expect(timelineLink({ kind: "task", title: "Tư vấn gói cưới" }, "KH000018")).toBe(
      "/crm/tasks?ma_kh=KH000018&searchKey=T%C6%B0+v%E1%BA%A5n+g%C3%B3i+c%C6%B0%E1%BB%9Bi",
    );
    expect(timelineLink({ kind: "call", title: "Nghe máy" }, "KH000004")).toBe("/crm/call-logs?ma_kh=KH000004");
    expect(timelineLink({ kind: "transfer", title: "NV001 → NV002" }, "KH000004")).toBe(
      "/crm/partners-transfer-histories?searchKey=KH000004",
    );
  });

  it("have nowhere to go for bills and cards yet", () => {
    expect(timelineLink({ kind: "bill", title: "HD0001" }, "KH000001")).toBeUndefined();
  });
});
