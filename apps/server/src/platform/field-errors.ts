import { bilingual } from "./crud/messages.js";
import { AppError } from "./errors.js";
import { type MessageKey, translate } from "./messages.js";

type Params = Record<string, string | number>;

/** A field's message taken from the catalogue, in both languages (the error handler shows the one asked for). */
export function fieldMessage(key: MessageKey, params: Params): string {
  return bilingual(translate(key, "vi", params), translate(key, "en", params));
}

/** 422 whose message is the catalogue's `key`, naming `field` with it. */
export function refusedField(field: string, key: MessageKey, params: Params): AppError {
  return new AppError(422, key, params, {}, { [field]: fieldMessage(key, params) });
}
