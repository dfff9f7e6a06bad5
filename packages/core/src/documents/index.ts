export * from "./goods-amounts.js";
export * from "./statuses.js";
