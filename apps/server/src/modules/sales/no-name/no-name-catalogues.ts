import { bilingual } from "../../../platform/crud/messages.js";
import type { EntityHooks } from "../../../platform/crud/registry.js";
import { prepared } from "../../../platform/db/statements.js";
import { invalidInput } from "../../../platform/errors.js";

/**
 * A type sells at most at its face value (the difference is the shop's discount, an expense: 3387 always holds the
 * whole face value); a type whose cards exist keeps its face value and is not deleted (set it out of use instead).
 */
export const noNameTypeHooks: EntityHooks = {
  async beforeSave({ db, values, old }) {
    const face = Number(values.menh_gia ?? old?.menh_gia ?? 0);
    const price = Number(values.gia_ban ?? old?.gia_ban ?? 0);
    const errors: Record<string, string> = {};
    if (price > face) {
      errors.gia_ban = bilingual("Giá bán không được lớn hơn mệnh giá", "The price may not exceed the face value");
    }
    if (old && values.menh_gia !== undefined && Number(values.menh_gia) !== Number(old.menh_gia)) {
      if (await hasCards(db, String(old.ma_loai))) {
        errors.menh_gia = bilingual(
          "Loại thẻ đã phát hành thẻ: không đổi mệnh giá được",
          "Cards of this type were issued: its face value stays",
        );
      }
    }
    if (
      old &&
      values.ma_loai !== undefined &&
      values.ma_loai !== old.ma_loai &&
      (await hasCards(db, String(old.ma_loai)))
    ) {
      errors.ma_loai = bilingual(
        "Loại thẻ đã phát hành thẻ: không đổi mã được",
        "Cards of this type were issued: its code stays",
      );
    }
    if (Object.keys(errors).length > 0) throw invalidInput(errors);
  },
  async beforeDelete({ db, old }) {
    if (await hasCards(db, String(old.ma_loai))) {
      throw invalidInput({
        ma_loai: bilingual(
          "Loại thẻ đã phát hành thẻ: không xóa được, hãy ngừng sử dụng",
          "Cards of this type were issued: set it out of use instead of deleting it",
        ),
      });
    }
  },
};

async function hasCards(db: Parameters<NonNullable<EntityHooks["beforeDelete"]>>[0]["db"], ma_loai: string) {
  const { rows } = await db.$client.query(
    prepared("SELECT 1 FROM no_name_cards WHERE ma_loai = $1 LIMIT 1", [ma_loai]),
  );
  return rows.length > 0;
}

/** A discount ends on or after the day it starts. */
export const noNameDiscountHooks: EntityHooks = {
  async beforeSave({ values, old }) {
    const from = values.tu_ngay ?? old?.tu_ngay;
    const to = values.den_ngay !== undefined ? values.den_ngay : old?.den_ngay;
    if (from && to && String(to) < String(from)) {
      throw invalidInput({ den_ngay: bilingual("Đến ngày phải sau từ ngày", "The end must be on or after the start") });
    }
  },
};
