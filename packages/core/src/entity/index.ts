export * from "./entity.js";
export * from "./field.js";
