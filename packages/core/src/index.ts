export * from "./configs.js";
export * from "./format/index.js";
export * from "./menu/index.js";
export * from "./permissions.js";
