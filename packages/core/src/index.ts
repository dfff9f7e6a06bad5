export * from "./configs.js";
export * from "./permissions.js";
