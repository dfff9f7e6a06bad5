import { formatNumber } from "@sen/core";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { readSheet } from "read-excel-file/universal";
import { useFeedback } from "@/platform/useFeedback";
import { type ImportRow, partnersApi } from "../partnersApi";
import { type ColumnMapping, type ImportKey, mapHeaders } from "./importColumns";
import type { SkippedRow } from "./importFiles";
import { inBatches, type SheetCell, toImportRows } from "./importSheet";

/** Rows a file may hold (the server checks at most this many at once). */
export const MAX_IMPORT_ROWS = 5000;
/** Rows a check call carries, and an import call: both stay well under the server's body limit. */
const CHECK_BATCH = 1000;
export const IMPORT_BATCH = 200;

export type CheckedRow = ImportRow & { problems: string[] };

export type ImportStep =
  | { step: "pick" }
  | { step: "map"; fileName: string; sheet: SheetCell[][]; mapping: ColumnMapping }
  | { step: "preview"; rows: CheckedRow[] }
  | { step: "importing"; done: number; total: number }
  | { step: "report"; created: number; skipped: SkippedRow[] };

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The Excel import, step by step: read the file in the browser, map its headers, check every row on the server
 * (preview), send the good rows 200 at a time with progress, then report what was created and what was skipped.
 */
export function useImportFlow(onImported: () => void) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [state, setState] = useState<ImportStep>({ step: "pick" });
  const [busy, setBusy] = useState(false);

  async function readFile(file: File) {
    setBusy(true);
    try {
      const sheet = (await readSheet(file)) as SheetCell[][];
      if (sheet.length < 2) return feedback.failure(t("crmPartners.import.emptyFile"));
      if (sheet.length - 1 > MAX_IMPORT_ROWS) {
        return feedback.failure(t("crmPartners.import.tooManyRows", { max: formatNumber(MAX_IMPORT_ROWS) }));
      }
      setState({ step: "map", fileName: file.name, sheet, mapping: mapHeaders(sheet[0] ?? []) });
    } catch {
      feedback.error(t("crmPartners.import.unreadable"));
    } finally {
      setBusy(false);
    }
  }

  function setColumn(key: ImportKey, column: number | undefined) {
    if (state.step !== "map") return;
    const mapping = { ...state.mapping };
    if (column === undefined) delete mapping[key];
    else mapping[key] = column;
    setState({ ...state, mapping });
  }

  async function check() {
    if (state.step !== "map") return;
    const rows = toImportRows(state.sheet, state.mapping);
    if (rows.length === 0) return feedback.failure(t("crmPartners.import.emptyFile"));
    setBusy(true);
    try {
      const problems = new Map<number, string[]>();
      for (const batch of inBatches(rows, CHECK_BATCH)) {
        const answer = await partnersApi.importCheck(batch);
        for (const row of answer.rows) problems.set(row.line, row.problems);
      }
      setState({ step: "preview", rows: rows.map((row) => ({ ...row, problems: problems.get(row.line) ?? [] })) });
    } catch (error) {
      feedback.error(message(error));
    } finally {
      setBusy(false);
    }
  }

  async function run() {
    if (state.step !== "preview") return;
    const bad: SkippedRow[] = state.rows
      .filter((r) => r.problems.length > 0)
      .map(({ problems, ...row }) => ({ line: row.line, row, problems }));
    const good: ImportRow[] = state.rows.filter((r) => r.problems.length === 0).map(({ problems: _, ...row }) => row);
    const byLine = new Map(good.map((row) => [row.line, row]));
    let created = 0;
    const skipped = [...bad];
    setState({ step: "importing", done: 0, total: good.length });
    for (const batch of inBatches(good, IMPORT_BATCH)) {
      try {
        const answer = await partnersApi.importRows(batch);
        created += answer.created;
        skipped.push(...answer.skipped.map((s) => ({ ...s, row: byLine.get(s.line) })));
      } catch (error) {
        skipped.push(...batch.map((row) => ({ line: row.line, row, problems: [message(error)] })));
      }
      setState((now) => (now.step === "importing" ? { ...now, done: now.done + batch.length } : now));
    }
    skipped.sort((a, b) => a.line - b.line);
    setState({ step: "report", created, skipped });
    if (created > 0) onImported();
  }

  return { state, busy, readFile, setColumn, check, run, restart: () => setState({ step: "pick" }) };
}
