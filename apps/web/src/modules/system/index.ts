/** What other modules may use of the system area (its screens are declared in routes.ts). */
export { differentFrom, sameAs, strongPassword } from "./forms/password";
export { CodeTags } from "./users/UserTags";
