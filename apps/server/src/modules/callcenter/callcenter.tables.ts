import { callCenterExtensionEntity, callCenterPhoneNumberEntity, callCenterProviderEntity } from "@sen/core";
import { entityTable } from "../../platform/crud/table.js";

/** A call-center service the browser softphone connects to over SIP on WebSocket. */
export const callCenterProviders = entityTable(callCenterProviderEntity);
export const callCenterPhoneNumbers = entityTable(callCenterPhoneNumberEntity);
export const callCenterExtensions = entityTable(callCenterExtensionEntity);
