import type { EnumOption } from "./field.js";

/** Each value of a choice list under its own name: `{ open: "open", done: "done", … }`. */
export type StatesOf<O extends readonly EnumOption[]> = { readonly [V in O[number]["value"]]: V };

/**
 * The values of a choice list by name, so that code names a state as `TASK_STATE.done`: the list
 * stays the one definition of the states (and of the options the entity offers), and a state
 * renamed or dropped there fails to compile wherever it is used, SQL included.
 */
export function statesOf<const O extends readonly EnumOption[]>(options: O): StatesOf<O> {
  return Object.freeze(Object.fromEntries(options.map((o) => [o.value, o.value]))) as StatesOf<O>;
}
