import { describe, expect, it } from "vitest";
import { describeUserAgent } from "./userAgent";

describe("user agent as a person reads it", () => {
  it("names Chrome on Windows", () => {
    const ua =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
    expect(describeUserAgent(ua)).toEqual({ browser: "Chrome 131", os: "Windows", mobile: false });
  });

  it("names Safari on an iPhone as a phone", () => {
    const ua =
      "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1";
    expect(describeUserAgent(ua)).toEqual({ browser: "Safari 17", os: "iOS 17", mobile: true });
  });

  it("tells Edge and Cốc Cốc from the Chrome they embed", () => {
    const edge =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.2903.86";
    const cocCoc =
      "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) coc_coc_browser/124.0.226 Chrome/118.0.0.0 Safari/537.36";
    expect(describeUserAgent(edge).browser).toBe("Edge 131");
    expect(describeUserAgent(cocCoc).browser).toBe("Cốc Cốc 124");
  });

  it("shows a script's client by name and nothing for an empty header", () => {
    expect(describeUserAgent("curl/8.5.0").browser).toBe("curl");
    expect(describeUserAgent("")).toEqual({ browser: "", os: "", mobile: false });
  });
});
