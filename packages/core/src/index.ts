export * from "./configs.js";
export * from "./entities/index.js";
export * from "./entity/index.js";
export * from "./format/index.js";
export * from "./menu/index.js";
export * from "./permissions.js";
export * from "./reports/crm.js";
export * from "./text.js";
