export * from "./accounting.js";
export * from "./audit-logs.js";
export * from "./callcenter.js";
export * from "./sales.js";
export * from "./stock.js";
export * from "./system.js";
export * from "./users.js";
