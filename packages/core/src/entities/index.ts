export * from "./accounting.js";
export * from "./sales.js";
export * from "./stock.js";
