/** A run of neighbouring columns under one title (`group`), or a column standing alone (no group). */
export interface ColumnRun {
  group?: string;
  /** The columns' places in the report's list. */
  members: number[];
}

/**
 * The report's columns as the two-level header draws them: neighbours of the same group under its title,
 * every other column alone. A group split by another column is drawn twice, as the columns are ordered.
 */
export function columnGroups(columns: readonly { group?: string }[]): ColumnRun[] {
  const runs: ColumnRun[] = [];
  columns.forEach(({ group }, i) => {
    const last = runs.at(-1);
    if (group && last?.group === group) last.members.push(i);
    else runs.push(group ? { group, members: [i] } : { members: [i] });
  });
  return runs;
}

/** A column's title standing alone (the Excel header, one line): "Số dư đầu kỳ - Nợ". */
export const fullTitle = (column: { title: string; group?: string }) =>
  column.group ? `${column.group} - ${column.title}` : column.title;
