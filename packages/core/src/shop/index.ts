export * from "./account-holder.js";
export * from "./banks.js";
export * from "./logo.js";
export * from "./settings.js";
export * from "./tax-code.js";
export * from "./vietqr.js";
