import { BRIGHTNESS_THRESHOLD } from "./constants.js";

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const SHORT_HEX = /^#?([\da-f])([\da-f])([\da-f])$/i;
const LONG_HEX = /^#?([\da-f]{2})([\da-f]{2})([\da-f]{2})$/i;
const RGB_FUNCTION = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*(?:,\s*[\d.]+%?\s*)?\)$/i;

function channels(match: RegExpExecArray, toNumber: (channel: string) => number): Rgb | null {
  const [r = 0, g = 0, b = 0] = match.slice(1, 4).map(toNumber);
  return r > 255 || g > 255 || b > 255 ? null : { r, g, b };
}

/** Channels of "#rgb", "#rrggbb" (the "#" optional) or "rgb(r, g, b)" / "rgba(r, g, b, a)"; null otherwise. */
export function parseColor(value: string | null | undefined): Rgb | null {
  const text = value?.trim() ?? "";
  const short = SHORT_HEX.exec(text);
  if (short) return channels(short, (c) => Number.parseInt(c + c, 16));
  const long = LONG_HEX.exec(text);
  if (long) return channels(long, (c) => Number.parseInt(c, 16));
  const rgb = RGB_FUNCTION.exec(text);
  return rgb ? channels(rgb, (c) => Number.parseInt(c, 10)) : null;
}

/** Perceived brightness 0–255: (r*299 + g*587 + b*114) / 1000; null when the colour cannot be read. */
export function brightness(color: string | null | undefined): number | null {
  const rgb = parseColor(color);
  return rgb ? (rgb.r * 299 + rgb.g * 587 + rgb.b * 114) / 1000 : null;
}

/**
 * True when the background is light, i.e. brightness >= 128: exactly 128 (mid grey #808080) counts as light and
 * gets dark text. An unreadable colour counts as light, as the page background it falls back to is white.
 */
export function isLightColor(color: string | null | undefined): boolean {
  return (brightness(color) ?? 255) >= BRIGHTNESS_THRESHOLD;
}

/** Readable text colour on `background`: "#000000" on light backgrounds, "#ffffff" on dark ones. */
export function contrastText(background: string | null | undefined): "#000000" | "#ffffff" {
  return isLightColor(background) ? "#000000" : "#ffffff";
}
