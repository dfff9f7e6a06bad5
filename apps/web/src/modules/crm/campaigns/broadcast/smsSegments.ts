/** Text an SMS carries in 7-bit GSM: plain ASCII letters, digits and punctuation. */
const GSM_TEXT = /^[\n\r\x20-\x7e]*$/;

/**
 * How many SMS a message takes: 160 characters in one (153 a part when split) for plain text, 70 (67 a part)
 * once it holds Vietnamese letters with marks, which need Unicode.
 */
export function smsSegments(text: string): { length: number; parts: number; unicode: boolean } {
  const length = [...text].length;
  const unicode = !GSM_TEXT.test(text);
  const [single, part] = unicode ? [70, 67] : [160, 153];
  const parts = length === 0 ? 0 : length <= single ? 1 : Math.ceil(length / part);
  return { length, parts, unicode };
}
