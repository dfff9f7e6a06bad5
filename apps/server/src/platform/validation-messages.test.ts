import { describe, expect, it } from "vitest";
import { z } from "zod";
import { localize } from "./crud/messages.js";
import { useBilingualValidationMessages } from "./validation-messages.js";

useBilingualValidationMessages();

const messageOf = (schema: z.ZodType, input: unknown, lang: "vi" | "en" = "vi") => {
  const result = schema.safeParse(input);
  return result.success ? undefined : localize(result.error.issues[0]?.message ?? "", lang);
};

describe("a check that names no message of its own", () => {
  it("answers in Vietnamese, or English when asked, never zod's English", () => {
    expect(messageOf(z.object({ a: z.string() }), {})).toBe("Trường này là bắt buộc");
    expect(messageOf(z.string().optional(), null)).toBe("Không được để trống");
    expect(messageOf(z.string().optional(), null, "en")).toBe("Must not be empty");
    expect(messageOf(z.string(), 5)).toBe("Kiểu dữ liệu không hợp lệ");
    expect(messageOf(z.string().min(1), "")).toBe("Trường này là bắt buộc");
    expect(messageOf(z.string().max(3), "abcd")).toBe("Tối đa 3 ký tự");
    expect(messageOf(z.array(z.number()).max(2), [1, 2, 3], "en")).toBe("At most 2 items");
    expect(messageOf(z.number().min(0), -1)).toBe("Phải lớn hơn hoặc bằng 0");
    expect(messageOf(z.enum(["a", "b"]), "c")).toBe("Chỉ nhận một trong: a, b");
    expect(messageOf(z.uuid(), "x")).toBe("Không đúng định dạng");
  });

  it("keeps a check's own message", () => {
    expect(messageOf(z.string({ error: "Tên là bắt buộc" }), undefined)).toBe("Tên là bắt buộc");
  });
});
