import { boundEntities, type EntityBinding, type EntityHooks, type Row } from "../../platform/crud/registry.js";
import { inUseError, valueExists } from "../../platform/crud/service.js";
import type { TenantDb } from "../../platform/db/tenant-db.js";

/** Records hold an entry's code in the dictionary fields of its list (`group`). */
async function refuseIfUsed(db: TenantDb, binding: EntityBinding, old: Row, recoding: boolean) {
  for (const other of boundEntities()) {
    for (const field of other.definition.fields) {
      if (field.kind !== "dictionary" || field.group !== old.group) continue;
      if (await valueExists(db, other, field.name, old.ma_tudien)) {
        const code = recoding ? binding.definition.fields.find((f) => f.name === "ma_tudien") : undefined;
        throw inUseError(binding, old, other, code);
      }
    }
  }
}

/** An entry in use can be neither deleted nor recoded (retire it with status instead). */
export const dictionaryHooks: EntityHooks = {
  async beforeSave({ db, binding, values, old }) {
    if (old && values.ma_tudien !== undefined && values.ma_tudien !== old.ma_tudien) {
      await refuseIfUsed(db, binding, old, true);
    }
  },
  beforeDelete: ({ db, binding, old }) => refuseIfUsed(db, binding, old, false),
};
