export * from "./entity.js";
export * from "./field.js";
export * from "./pickers.js";
