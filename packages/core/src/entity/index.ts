export * from "./entity.js";
export * from "./field.js";
export * from "./import-columns.js";
export * from "./pickers.js";
export * from "./rights.js";
export * from "./row.js";
export * from "./states.js";
