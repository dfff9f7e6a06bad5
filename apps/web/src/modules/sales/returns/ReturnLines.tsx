import { useTranslation } from "react-i18next";
import { TakenLines } from "../TakenLines";
import type { ReturnableLine, ReturnQuote } from "./returnsApi";

interface Props {
  lines: ReturnableLine[];
  /** The server's prices of the return as typed, for each line's amount. */
  quote?: ReturnQuote;
  /** No return of the bill can be made: nothing is typed. */
  locked: boolean;
}

/**
 * The bill's lines with what was sold, what came back and what is left, and the quantity coming back of each (at
 * most what is left, the form's `details.N.so_luong`).
 */
export function ReturnLines({ lines, quote, locked }: Props) {
  const { t } = useTranslation();
  return (
    <TakenLines
      lines={lines}
      figures={[
        { key: "so_luong", title: t("returns.lines.sold"), value: (l) => l.so_luong },
        { key: "returned", title: t("returns.lines.returned"), value: (l) => l.returned },
        { key: "left", title: t("returns.lines.left"), value: (l) => l.left },
      ]}
      amountOf={(i) => quote?.details.find((d) => d.line_hd === lines[i]?.line)?.tien}
      texts={{
        quantity: t("returns.lines.quantity"),
        amount: t("returns.lines.amount"),
        quantityOf: (line) => t("returns.lines.quantityOf", { line }),
      }}
      locked={locked}
      testId="return-lines"
    />
  );
}
