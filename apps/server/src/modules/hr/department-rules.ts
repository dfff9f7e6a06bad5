import { eq } from "drizzle-orm";
import { bilingual } from "../../platform/crud/messages.js";
import type { EntityHooks } from "../../platform/crud/registry.js";
import { invalidInput } from "../../platform/errors.js";
import { departments } from "./hr.tables.js";

/** A department never sits under itself, nor under one of its own sub-departments. */
export const departmentHooks: EntityHooks = {
  beforeSave: async ({ db, values, old }) => {
    const code = String(values.ma_bp ?? old?.ma_bp ?? "");
    let parent = values.ma_bp_cha === undefined ? undefined : (values.ma_bp_cha as string | null);
    const seen = new Set<string>();
    while (parent && !seen.has(parent)) {
      if (parent === code || parent === old?.ma_bp) {
        throw invalidInput({
          ma_bp_cha: bilingual(
            "Phòng ban không thể thuộc chính nó hoặc một phòng ban con của nó",
            "A department cannot sit under itself or one of its sub-departments",
          ),
        });
      }
      seen.add(parent);
      const [row] = await db
        .select({ up: departments.ma_bp_cha })
        .from(departments)
        .where(eq(departments.ma_bp, parent));
      parent = row?.up ?? undefined;
    }
  },
};
