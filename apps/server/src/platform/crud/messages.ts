import type { Bilingual } from "@sen/core";

/**
 * Field messages are written in both languages into one string (zod keeps one message an issue);
 * the error handler shows the half the client asked for.
 */
const SEPARATOR = "\u001f";

export function bilingual(vi: string, en: string): string {
  return `${vi}${SEPARATOR}${en}`;
}

export function localize(message: string, language: "vi" | "en"): string {
  const [vi, en] = message.split(SEPARATOR);
  return (language === "en" ? en : vi) ?? message;
}

export const say = {
  required: (l: Bilingual) => bilingual(`${l.vi} là bắt buộc`, `${l.en ?? l.vi} is required`),
  tooLong: (l: Bilingual, max: number) =>
    bilingual(`${l.vi} tối đa ${max} ký tự`, `${l.en ?? l.vi} takes at most ${max} characters`),
  invalid: (l: Bilingual) => bilingual(`${l.vi} không hợp lệ`, `${l.en ?? l.vi} is not valid`),
  tooSmall: (l: Bilingual, min: number) =>
    bilingual(`${l.vi} phải lớn hơn hoặc bằng ${min}`, `${l.en ?? l.vi} must be at least ${min}`),
  tooLarge: (l: Bilingual, max: number) =>
    bilingual(`${l.vi} phải nhỏ hơn hoặc bằng ${max}`, `${l.en ?? l.vi} must be at most ${max}`),
  decimals: (l: Bilingual, precision: number) =>
    bilingual(`${l.vi} có tối đa ${precision} chữ số thập phân`, `${l.en ?? l.vi} takes at most ${precision} decimals`),
  /** The form rule 'duplicate': a field may not repeat another's value. */
  duplicate: (l: Bilingual, other: Bilingual) =>
    bilingual(`${l.vi} không được trùng với ${other.vi}`, `${l.en ?? l.vi} must differ from ${other.en ?? other.vi}`),
  exists: (l: Bilingual) => bilingual(`${l.vi} đã tồn tại`, `${l.en ?? l.vi} already exists`),
  unknownReference: (l: Bilingual) => bilingual(`${l.vi} không tồn tại`, `${l.en ?? l.vi} does not exist`),
};
