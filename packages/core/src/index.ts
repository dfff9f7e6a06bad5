export * from "./configs.js";
export * from "./menu/index.js";
export * from "./permissions.js";
