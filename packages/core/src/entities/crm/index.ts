export * from "./call-logs.js";
export * from "./campaigns.js";
export * from "./categories.js";
export * from "./complaints.js";
export * from "./partners.js";
export * from "./schedules.js";
export * from "./services.js";
