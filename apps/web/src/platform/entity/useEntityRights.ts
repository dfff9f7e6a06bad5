import { type EntityDefinition, hasRight } from "@sen/core";
import { useSession } from "@/platform/session/sessionStore";

/**
 * Which buttons show, by the user's rights: add, edit, delete and print (export) on the entity's command; a
 * history (readOnly) is only read and exported.
 */
export function useEntityRights(definition: EntityDefinition) {
  const user = useSession((s) => s.user);
  const can = (right: "add" | "edit" | "del" | "print") =>
    Boolean(user && hasRight(user, definition.command, right) && (right === "print" || !definition.readOnly));
  return { add: can("add"), edit: can("edit"), del: can("del"), print: can("print") };
}
