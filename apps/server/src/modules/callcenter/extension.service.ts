import { eq, sql } from "drizzle-orm";
import { bilingual } from "../../platform/crud/messages.js";
import type { EntityHooks } from "../../platform/crud/registry.js";
import { users } from "../../platform/db/tenant-tables.js";
import { AppError } from "../../platform/errors.js";

/** The agent of an extension is a user of the tenant (user names are case-insensitive). */
export const extensionHooks: EntityHooks = {
  async beforeSave({ db, values }) {
    const name = values.user_name;
    if (typeof name !== "string" || name === "") return;
    const [user] = await db
      .select({ user_name: users.user_name })
      .from(users)
      .where(eq(sql`lower(${users.user_name})`, name.toLowerCase()));
    if (!user) {
      throw new AppError(
        422,
        "invalid_input",
        {},
        {},
        {
          user_name: bilingual("Nhân viên trực không tồn tại", "No such user"),
        },
      );
    }
    values.user_name = user.user_name;
  },
};
