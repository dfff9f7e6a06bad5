import { once } from "node:events";
import { PassThrough } from "node:stream";
import { exportFileName, sheetName, XLSX_MIME, xmlText } from "@sen/core";
import ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";

/** A cell: text, a number, a date (its UTC fields are the wall clock shown) or nothing. */
export type XlsxValue = string | number | Date | null | undefined;

/** A cell with a number format of its own (a number's decimals, which vary row by row). */
export interface XlsxCell {
  value: XlsxValue;
  numFmt: string;
}

export interface XlsxColumn<R> {
  title: string;
  /** Width in characters. */
  width: number;
  /** Excel number format of the column's cells ("#,##0", "dd/mm/yyyy"); default General. */
  numFmt?: string;
  value: (row: R) => XlsxValue | XlsxCell;
}

export interface XlsxExport<R> {
  /** The sheet's name and the file's, before its date ("Kho hàng" → kho-hang_20250701_0930.xlsx). */
  name: string;
  columns: readonly XlsxColumn<R>[];
  /** The rows, batch after batch; asked for the next batch only when the client has taken the last. */
  batches: (signal: AbortSignal) => AsyncIterable<R[]>;
}

/** Vietnam keeps UTC+7 all year: its wall clock is the instant shifted by seven hours. */
const VIETNAM_OFFSET_MS = 7 * 3_600_000;

/** The wall clock of an instant in Vietnam, as a Date whose UTC fields show it (what Excel stores). */
export function vietnamWallClock(instant: Date): Date {
  return new Date(instant.getTime() + VIETNAM_OFFSET_MS);
}

/** "20250701_0930": the time in Vietnam that names an export. */
function vietnamStamp(at: Date): string {
  return vietnamWallClock(at)
    .toISOString()
    .replace(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}).*$/, "$1$2$3_$4$5");
}

function cellOf(value: XlsxValue | XlsxCell): XlsxCell | XlsxValue {
  if (typeof value === "string") return xmlText(value);
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  return value;
}

/** Bytes of the file the client may leave unread before the next batch waits for it. */
const UNREAD_BYTES = 1 << 20;

/**
 * Streams a one-sheet workbook to the client through exceljs's streaming writer: a bold, frozen
 * header of the columns' titles, then the rows as the batches give them, each batch written and
 * let go before the next is read, so that memory stays flat however long the list. The download
 * is named for `name` and the time in Vietnam. The first batch is read before answering, so that
 * what a request gets wrong is answered as any error of the route; a client that goes away stops
 * the batches; a failure after the first bytes cuts the download (the client sees it fail, never
 * a half file taken for whole). The handler returns what this gives (the reply, sent).
 */
export async function sendXlsx<R>(request: FastifyRequest, reply: FastifyReply, sheet: XlsxExport<R>) {
  const stop = new AbortController();
  reply.raw.on("close", () => {
    if (!reply.raw.writableFinished) stop.abort();
  });
  const batches = sheet.batches(stop.signal)[Symbol.asyncIterator]();
  const first = await batches.next();
  const rest = async function* () {
    if (first.done) return;
    yield first.value;
    for (let next = await batches.next(); !next.done; next = await batches.next()) yield next.value;
  };
  const out = new PassThrough({ highWaterMark: UNREAD_BYTES / 2 });
  writeWorkbook(out, sheet, rest(), stop.signal).then(
    () => stop.signal.aborted && out.destroy(),
    (error: unknown) => {
      if (!stop.signal.aborted) request.log.error({ err: error }, "export failed");
      out.destroy(error instanceof Error ? error : new Error(String(error)));
    },
  );
  const fileName = exportFileName(sheet.name, vietnamStamp(new Date()));
  return reply
    .header("content-type", XLSX_MIME)
    .header("content-disposition", `attachment; filename="${fileName}"`)
    .send(out);
}

async function writeWorkbook<R>(
  out: PassThrough,
  sheet: XlsxExport<R>,
  batches: AsyncIterable<R[]>,
  signal: AbortSignal,
) {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const worksheet = workbook.addWorksheet(sheetName(sheet.name), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  worksheet.columns = sheet.columns.map((c, i) => ({
    key: String(i),
    width: c.width,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = worksheet.addRow(sheet.columns.map((c) => c.title));
  header.font = { bold: true };
  header.commit();
  for await (const batch of batches) {
    for (const row of batch) {
      const line = worksheet.addRow([]);
      sheet.columns.forEach((column, i) => {
        const value = cellOf(column.value(row));
        const cell = line.getCell(i + 1);
        if (value !== null && typeof value === "object" && !(value instanceof Date)) {
          cell.value = cellOf(value.value) as ExcelJS.CellValue;
          cell.numFmt = value.numFmt;
        } else {
          cell.value = (value ?? null) as ExcelJS.CellValue;
        }
      });
      line.commit();
    }
    await drained(out, signal);
  }
  if (signal.aborted) return;
  worksheet.commit();
  await workbook.commit();
}

/** Waits while the client leaves about UNREAD_BYTES of the file unread (or until it goes away). */
async function drained(out: PassThrough, signal: AbortSignal) {
  // exceljs compresses on its own schedule: give it a turn before looking at what is waiting.
  await new Promise((resolve) => setImmediate(resolve));
  while (!signal.aborted && !out.destroyed && out.writableNeedDrain) {
    const waited = new AbortController();
    const options = { signal: waited.signal };
    await Promise.race(
      [once(out, "drain", options), once(out, "close", options), once(signal, "abort", options)].map((p) =>
        p.catch(() => undefined),
      ),
    );
    waited.abort();
  }
}
