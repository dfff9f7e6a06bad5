/** One value a line, blank lines left out (the batch mode's input). */
export function batchLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}
