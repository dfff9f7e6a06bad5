export * from "./statuses.js";
