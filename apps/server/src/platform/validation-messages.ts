import { z } from "zod";
import { bilingual } from "./crud/messages.js";

type Issue = Parameters<z.core.$ZodErrorMap>[0];

const REQUIRED = bilingual("Trường này là bắt buộc", "This field is required");

function bound(issue: Issue & { code: "too_small" | "too_big" }): string {
  const small = issue.code === "too_small";
  const limit = String(small ? issue.minimum : issue.maximum);
  if (issue.origin === "string") {
    if (small && limit === "1") return REQUIRED;
    return small
      ? bilingual(`Tối thiểu ${limit} ký tự`, `At least ${limit} characters`)
      : bilingual(`Tối đa ${limit} ký tự`, `At most ${limit} characters`);
  }
  if (issue.origin === "array" || issue.origin === "set") {
    return small
      ? bilingual(`Tối thiểu ${limit} phần tử`, `At least ${limit} items`)
      : bilingual(`Tối đa ${limit} phần tử`, `At most ${limit} items`);
  }
  return small
    ? bilingual(`Phải lớn hơn hoặc bằng ${limit}`, `Must be at least ${limit}`)
    : bilingual(`Phải nhỏ hơn hoặc bằng ${limit}`, `Must be at most ${limit}`);
}

/** The message of a check that gives none of its own, in both languages like every other field message. */
function message(issue: Issue): string {
  switch (issue.code) {
    case "invalid_type":
      if (issue.input === undefined) return REQUIRED;
      return issue.input === null
        ? bilingual("Không được để trống", "Must not be empty")
        : bilingual("Kiểu dữ liệu không hợp lệ", "Wrong type of value");
    case "too_small":
    case "too_big":
      return bound(issue);
    case "invalid_value": {
      const values = issue.values.map(String).join(", ");
      return bilingual(`Chỉ nhận một trong: ${values}`, `One of: ${values}`);
    }
    case "invalid_format":
      return bilingual("Không đúng định dạng", "Wrong format");
    case "unrecognized_keys":
      return bilingual(`Trường không được nhận: ${issue.keys.join(", ")}`, `Unknown fields: ${issue.keys.join(", ")}`);
    default:
      return bilingual("Giá trị không hợp lệ", "Invalid value");
  }
}

/** Zod's own messages are English only: the server's are bilingual (see crud/messages.ts). */
export function useBilingualValidationMessages() {
  z.config({ localeError: message });
}
