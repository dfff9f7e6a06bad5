/**
 * A short description as the points of a list: split at semicolons and sentence ends, without their stops, each
 * starting with a capital.
 */
export function bulletPoints(text: string): string[] {
  return text
    .split(/;|\.(?:\s+|$)|\n/)
    .map((point) => point.trim())
    .filter((point) => point.length > 0)
    .map((point) => point.charAt(0).toLocaleUpperCase("vi") + point.slice(1));
}
