import { describe, expect, it } from "vitest";
import { callLogConfig, statusColour } from "./callLogConfig";
import { formatDuration } from "./duration";

describe("call durations", () => {
  it("reads as minutes and seconds", () => {
    expect(formatDuration(0)).toBe("00:00");
    expect(formatDuration(65)).toBe("01:05");
    expect(formatDuration(599)).toBe("09:59");
    expect(formatDuration(4503)).toBe("75:03");
    expect(formatDuration(null)).toBe("");
    expect(formatDuration(-3)).toBe("");
  });
});

describe("call-log configs", () => {
  it("takes the tenant's statuses and force-task switch, else the defaults", () => {
    expect(callLogConfig(undefined)).toEqual({
      statuses: ["Nghe máy", "Không nghe máy", "Máy bận", "Sai số", "Hẹn gọi lại"],
      forceTask: false,
    });
    expect(
      callLogConfig([
        { name: "crm_calllog_status", value: '["Gọi nhầm", " Đã chốt "]' },
        { name: "crm_calllog_force_task", value: "t" },
      ]),
    ).toEqual({ statuses: ["Gọi nhầm", "Đã chốt"], forceTask: true });
    expect(callLogConfig([{ name: "crm_calllog_status", value: "không phải JSON" }]).statuses).toHaveLength(5);
  });

  it("gives each status the colour of its place in the list", () => {
    const statuses = ["Nghe máy", "Không nghe máy", "Máy bận"];
    expect(statusColour(statuses, "Nghe máy")).toBe("green");
    expect(statusColour(statuses, "Máy bận")).toBe("orange");
    expect(statusColour(statuses, "Khác")).toBe("default");
  });
});
