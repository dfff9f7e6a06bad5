import { type EntityDefinition, hasRight } from "@sen/core";
import { useSession } from "@/app/session/sessionStore";

/** Which buttons show (spec 6): add, edit, delete and print (export) on the entity's command. */
export function useEntityRights(definition: EntityDefinition) {
  const user = useSession((s) => s.user);
  const can = (right: "add" | "edit" | "del" | "print") => Boolean(user && hasRight(user, definition.command, right));
  return { add: can("add"), edit: can("edit"), del: can("del"), print: can("print") };
}
