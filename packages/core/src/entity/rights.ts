import type { Command } from "../menu/index.js";
import type { Right } from "../permissions.js";
import type { EntityDefinition, EntityOperation } from "./entity.js";

/** A right on a menu command (its menu_id). */
export interface CommandRight {
  command: Command;
  right: Right;
}

/** The right each operation needs on the entity's command unless the definition says otherwise. */
const USUAL_RIGHTS: Readonly<Record<EntityOperation, Right>> = {
  list: "read",
  get: "read",
  create: "add",
  update: "edit",
  delete: "del",
  export: "print",
};

/** What an operation on the entity's rows needs: its right (declared, else the usual one) on the entity's command. */
export function entityAccess(definition: EntityDefinition, operation: EntityOperation): CommandRight {
  return { command: definition.command, right: definition.rights?.[operation] ?? USUAL_RIGHTS[operation] };
}
