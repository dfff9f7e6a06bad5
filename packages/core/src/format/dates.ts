import dayjs, { type Dayjs } from "dayjs";
import { EMPTY_DATE } from "./constants.js";

/**
 * Date display (DD/MM/YYYY). Everything is formatted in the local time zone of the runtime (the browser's zone
 * in the web app, the process TZ on the server). Strings without an offset ("2024-03-05", "2024-03-05 14:07:09")
 * are read as local wall-clock time, so a plain date never shifts a day; strings with "Z" or "+07:00" and
 * timestamps are instants, converted to local time. Other string shapes (e.g. "05/03/2024") are refused rather
 * than left to the engine's ambiguous parser.
 */

export const DATE_FORMAT = "DD/MM/YYYY";
export const DATE_TIME_FORMAT = "DD/MM/YYYY HH:mm:ss";
export const TIME_FORMAT = "HH:mm";
/** Table dates are sent to the server as Y-m-d. */
export const API_DATE_FORMAT = "YYYY-MM-DD";
/** Table dates are shown as d-m-Y. */
export const TABLE_DATE_FORMAT = "DD-MM-YYYY";

/** A Date, a dayjs value, an ISO-8601 string ("YYYY-MM-DD" with optional time and offset) or epoch milliseconds. */
export type DateInput = Date | Dayjs | string | number | null | undefined;

const ISO_TEXT = /^(\d{4})-(\d{2})-(\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/i;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

function parse(value: DateInput): Dayjs | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string") {
    const text = value.trim();
    const match = ISO_TEXT.exec(text);
    // dayjs would roll "2024-02-30" over into March: refuse it instead.
    if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3]))) return null;
    const date = dayjs(text);
    return date.isValid() ? date : null;
  }
  const date = dayjs(value);
  return date.isValid() ? date : null;
}

/** 1900-01-01T00:00:00Z: the sentinel as `new Date("1900-01-01")` or a UTC server gives it. */
const EMPTY_DATE_UTC_MS = Date.parse(`${EMPTY_DATE}T00:00:00Z`);

/**
 * True for null, undefined, "", anything unparseable and anything on 1900-01-01 (the stored "no date"): a string
 * starting with it, any time on that day in local time, or the instant 1900-01-01T00:00:00Z (which is still
 * 31 December in zones west of UTC). Other instants are judged by their local day only: in Vietnam, local
 * midnight of 1900-01-02 falls on 1 January in UTC and is a real date.
 */
export function isEmptyDate(value: DateInput): boolean {
  if (typeof value === "string" && value.trim().startsWith(EMPTY_DATE)) return true;
  const date = parse(value);
  if (!date) return true;
  return date.format(API_DATE_FORMAT) === EMPTY_DATE || date.valueOf() === EMPTY_DATE_UTC_MS;
}

/** Parsed value, or null when it is empty in the sense of isEmptyDate. */
export function toDayjs(value: DateInput): Dayjs | null {
  return isEmptyDate(value) ? null : parse(value);
}

function formatAs(value: DateInput, pattern: string): string {
  return toDayjs(value)?.format(pattern) ?? "";
}

/** DD/MM/YYYY, or "" when empty. */
export function formatDate(value: DateInput): string {
  return formatAs(value, DATE_FORMAT);
}

/** DD/MM/YYYY HH:mm:ss (24-hour), or "" when empty. */
export function formatDateTime(value: DateInput): string {
  return formatAs(value, DATE_TIME_FORMAT);
}

/** HH:mm, 24-hour without seconds, or "" when empty. */
export function formatTime(value: DateInput): string {
  return formatAs(value, TIME_FORMAT);
}

/** YYYY-MM-DD as table dates are sent to the server, or "" when empty. */
export function toApiDate(value: DateInput): string {
  return formatAs(value, API_DATE_FORMAT);
}

/** DD-MM-YYYY as table dates are shown, or "" when empty. */
export function formatTableDate(value: DateInput): string {
  return formatAs(value, TABLE_DATE_FORMAT);
}
