import type { Bilingual } from "@sen/core";
import { bilingual } from "../../../platform/crud/messages.js";
import { invalidInput } from "../../../platform/errors.js";

/**
 * The partner module's field messages, each in both languages (the error handler shows the half
 * the client asked for), worded as the partner form words them.
 */
export const partnerSay = {
  /** The form rules 'unique-partner-phone-employee' and 'unique-partner-website-employee'. */
  ownedBy: (l: Bilingual, code: string, name: string) =>
    bilingual(`${l.vi} đã được ${code} ${name} phụ trách`, `${l.en ?? l.vi} is already handled by ${code} ${name}`),
  employeeNotVisible: (code: string) =>
    bilingual(`Bạn không được phân quyền nhân viên ${code}`, `You are not granted employee ${code}`),
  employeeInactive: (code: string) =>
    bilingual(
      `Nhân viên ${code} không tồn tại hoặc đã ngừng sử dụng`,
      `Employee ${code} does not exist or is inactive`,
    ),
  sameEmployee: bilingual("Nhân viên mới phải khác nhân viên cũ", "The new salesperson must differ from the old one"),
  pickPartners: bilingual(
    "Chọn khách hàng hoặc nhân viên cũ cần chuyển giao",
    "Choose the customers or the salesperson to transfer from",
  ),
  partnersNotFound: (count: number) =>
    bilingual(`Không tìm thấy ${count} khách hàng đã chọn`, `${count} of the chosen customers were not found`),
  partnerNotFound: bilingual("Không tìm thấy khách hàng", "The customer was not found"),
  mergeSame: bilingual(
    "Khách hàng giữ lại và khách hàng bị gộp phải khác nhau",
    "The customer kept and the customer merged must differ",
  ),
};

/** Throws the collected field messages, if any (422). */
export function refuseIfAny(errors: Record<string, string>) {
  if (Object.keys(errors).length > 0) throw invalidInput(errors);
}
