/** A field of the document form: a header input ("ma_kho") or a line's cell (["details", 2, "so_luong"]). */
export type FormFieldPath = string | (string | number)[];

/**
 * A 422 answer's `errors` as the form's fields: `details.2.so_luong` is the third line's quantity cell, a header
 * name is its input. Keys the form does not know (another line's column, "details") are left for the message.
 */
export function documentFieldErrors(
  errors: Record<string, string> | undefined,
  known: { header: readonly string[]; lineColumns: readonly string[]; lines: number },
): { fields: { name: FormFieldPath; errors: string[] }[]; rest: string[] } {
  const fields: { name: FormFieldPath; errors: string[] }[] = [];
  const rest: string[] = [];
  for (const [key, message] of Object.entries(errors ?? {})) {
    const line = /^details\.(\d+)\.(\w+)$/.exec(key);
    if (line) {
      const index = Number(line[1]);
      const column = line[2] as string;
      if (index < known.lines && known.lineColumns.includes(column)) {
        fields.push({ name: ["details", index, column], errors: [message] });
        continue;
      }
    } else if (known.header.includes(key)) {
      fields.push({ name: key, errors: [message] });
      continue;
    }
    rest.push(message);
  }
  return { fields, rest };
}
