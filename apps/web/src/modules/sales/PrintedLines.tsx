import { formatNumber } from "@sen/core";
import type { ReactNode } from "react";
import { quantityText } from "@/platform/document";

const money = (value: unknown) => formatNumber(Number(value ?? 0));

/** A line of a sale as printed. */
export interface PrintedLine {
  line?: number;
  ma_vt: string;
  ten_vt?: string | null;
  ma_dvt?: string | null;
  ten_dvt?: string | null;
  so_luong: number | string;
  gia?: number | string | null;
  ck?: number | string | null;
  tien?: number | string | null;
}

/**
 * The lines of a sale on its printed sheet (an order, a service bill): number, name, code, unit, quantity, what the
 * kind adds after the quantity (`extra`, a title and a cell each), price, discount and amount; under them the totals
 * (`totals`, a label and an amount each), in the sheet's words (`p`).
 */
export function PrintedLines<L extends PrintedLine>({
  lines,
  totals,
  p,
  extra = [],
}: {
  lines: readonly L[];
  totals: readonly [string, unknown][];
  p: (key: string) => string;
  extra?: readonly [string, (line: L) => ReactNode][];
}) {
  const titles = [
    "STT",
    p("product"),
    p("code"),
    p("unit"),
    p("quantity"),
    ...extra.map(([title]) => title),
    p("price"),
    p("discount"),
    p("amount"),
  ];
  return (
    <table>
      <thead>
        <tr>
          {titles.map((title) => (
            <th key={title}>{title}</th>
          ))}
        </tr>
      </thead>
      <tbody>
        {lines.map((line, index) => (
          <tr key={line.line ?? index}>
            <td className="print-center">{index + 1}</td>
            <td>{line.ten_vt ?? line.ma_vt}</td>
            <td>{line.ma_vt}</td>
            <td>{line.ten_dvt ?? line.ma_dvt}</td>
            <td className="num">{quantityText(line.so_luong)}</td>
            {extra.map(([title, cell]) => (
              <td key={title} className="num">
                {cell(line)}
              </td>
            ))}
            <td className="num">{money(line.gia)}</td>
            <td className="num">{Number(line.ck ?? 0) > 0 ? money(line.ck) : ""}</td>
            <td className="num">{money(line.tien)}</td>
          </tr>
        ))}
        {totals.map(([label, value]) => (
          <tr key={label}>
            <td colSpan={titles.length - 1} style={{ textAlign: "right" }}>
              <strong>{label}</strong>
            </td>
            <td className="num">
              <strong>{money(value)}</strong>
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
