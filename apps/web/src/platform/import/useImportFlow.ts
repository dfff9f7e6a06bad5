import { formatNumber } from "@sen/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readSheet } from "read-excel-file/universal";
import { useFeedback } from "@/platform/useFeedback";
import "./messages";
import { type ColumnMapping, mapHeaders } from "./importColumns";
import type { SkippedRow } from "./importFiles";
import { type ImportLine, inBatches, type SheetCell, toImportRows } from "./importSheet";
import type { ImportOptions, ImportSpec } from "./importSpec";

/** Rows a file may hold (the server checks at most this many at once). */
export const MAX_IMPORT_ROWS = 5000;
/** Rows a check call carries, and an import call: both stay well under the server's body limit. */
const CHECK_BATCH = 1000;
export const IMPORT_BATCH = 200;

/** A line of the sheet with the server's problems (none: it will be imported). */
export interface CheckedRow {
  line: number;
  row: ImportLine;
  problems: string[];
}

export type ImportStep =
  | { step: "pick" }
  | { step: "map"; fileName: string; sheet: SheetCell[][]; mapping: ColumnMapping }
  | { step: "preview"; rows: CheckedRow[] }
  | { step: "importing"; done: number; total: number }
  | { step: "report"; created: number; updated: number; skipped: SkippedRow[] };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Excel import, step by step: read the file in the browser, map its headers, check every row on the server
 * (preview), send the good rows 200 at a time with progress, then report what was created and what was skipped.
 */
export function useImportFlow(spec: ImportSpec, onImported: () => void) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [state, setState] = useState<ImportStep>({ step: "pick" });
  const [busy, setBusy] = useState(false);
  const [options, setOptions] = useState<ImportOptions>({});

  async function readFile(file: File) {
    setBusy(true);
    try {
      const sheet = (await readSheet(file)) as SheetCell[][];
      if (sheet.length < 2) return feedback.failure(t("dataImport.emptyFile"));
      if (sheet.length - 1 > MAX_IMPORT_ROWS) {
        return feedback.failure(t("dataImport.tooManyRows", { max: formatNumber(MAX_IMPORT_ROWS) }));
      }
      setState({ step: "map", fileName: file.name, sheet, mapping: mapHeaders(spec.columns, sheet[0] ?? []) });
    } catch {
      feedback.error(t("dataImport.unreadable"));
    } finally {
      setBusy(false);
    }
  }

  function setColumn(key: string, column: number | undefined) {
    if (state.step !== "map") return;
    const mapping = { ...state.mapping };
    if (column === undefined) delete mapping[key];
    else mapping[key] = column;
    setState({ ...state, mapping });
  }

  async function check() {
    if (state.step !== "map") return;
    const rows = toImportRows(state.sheet, state.mapping, spec.fix);
    if (rows.length === 0) return feedback.failure(t("dataImport.emptyFile"));
    setBusy(true);
    try {
      const problems = new Map<number, string[]>();
      for (const batch of inBatches(rows, CHECK_BATCH)) {
        const answer = await spec.check(batch, options);
        for (const row of answer.rows) problems.set(row.line, row.problems);
      }
      setState({
        step: "preview",
        rows: rows.map((row) => ({ line: row.line, row, problems: problems.get(row.line) ?? [] })),
      });
    } catch (error) {
      feedback.error(message(error));
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (state.step !== "preview") return;
    const bad: SkippedRow[] = state.rows.filter((r) => r.problems.length > 0);
    const good: ImportLine[] = state.rows.filter((r) => r.problems.length === 0).map((r) => r.row);
    const byLine = new Map(good.map((row) => [row.line, row]));
    let created = 0;
    let updated = 0;
    const skipped = [...bad];
    setState({ step: "importing", done: 0, total: good.length });
    for (const batch of inBatches(good, IMPORT_BATCH)) {
      try {
        const answer = await spec.run(batch, options);
        created += answer.created;
        updated += answer.updated ?? 0;
        skipped.push(...answer.skipped.map((s) => ({ ...s, row: byLine.get(s.line) })));
      } catch (error) {
        skipped.push(...batch.map((row) => ({ line: row.line, row, problems: [message(error)] })));
      }
      setState((now) => (now.step === "importing" ? { ...now, done: now.done + batch.length } : now));
    }
    skipped.sort((a, b) => a.line - b.line);
    setState({ step: "report", created, updated, skipped });
    if (created + updated > 0) onImported();
  }

  return {
    state,
    busy,
    options,
    setOptions,
    readFile,
    setColumn,
    check,
    run,
    restart: () => setState({ step: "pick" }),
  };
}
