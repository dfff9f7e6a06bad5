/** What the app's frame uses of the client area (its screens are declared in routes.ts). */
export { ClientAccount } from "./ClientAccount";
export { ClientArea } from "./ClientArea";
