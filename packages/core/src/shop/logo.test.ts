import { describe, expect, it } from "vitest";
import { imageTypeOf } from "./logo.js";

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => new TextEncoder().encode(text);

describe("imageTypeOf", () => {
  it("tells PNG, JPEG and WebP by their signatures", () => {
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13))).toBe("image/png");
    expect(imageTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16))).toBe("image/jpeg");
    expect(imageTypeOf(ascii("RIFF\u0024\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
  });

  it("refuses anything else, whatever it claims to be", () => {
    expect(imageTypeOf(ascii("<svg xmlns='http://www.w3.org/2000/svg'/>"))).toBeUndefined();
    expect(imageTypeOf(ascii("GIF89a"))).toBeUndefined();
    expect(imageTypeOf(ascii("RIFF\u0024\u0000\u0000\u0000WAVEfmt "))).toBeUndefined();
    expect(imageTypeOf(bytes(0x89, 0x50, 0x4e, 0x47))).toBeUndefined();
    expect(imageTypeOf(bytes())).toBeUndefined();
  });
});
