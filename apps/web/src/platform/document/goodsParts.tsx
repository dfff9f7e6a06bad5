import { useTranslation } from "react-i18next";
import { dayjs } from "../dates";
import { FilterSelect } from "../table";
import { DocumentHeader } from "./DocumentHeader";
import { DocumentLines, emptyLine } from "./DocumentLines";
import type { DocumentRecord } from "./documentApi";
import type { DocumentKind } from "./documentKind";
import type { DocumentParts } from "./documentParts";
import { type DocumentFormValues, toDocumentInput, toFormValues } from "./formValues";
import { LINE_COLUMNS } from "./lineFields";
import { StockVoucherSheet } from "./print/StockVoucherSheet";
import { useWarehouseOptions } from "./useWarehouseOptions";

const codeAndName = (code?: string | null, name?: string | null) => [code, name].filter(Boolean).join(" · ");

/**
 * The parts of a goods document (stock, purchases): warehouse, supplier and date inputs, lines of items with unit,
 * quantity and price; in the list its warehouse(s) and supplier, filtered by warehouse; printed as a stock form.
 */
export function goodsParts(kind: DocumentKind): DocumentParts<DocumentRecord, DocumentFormValues> {
  const transfer = kind.header.includes("ma_kho_nhan");
  const form = kind.print;
  return {
    form: {
      Header: ({ number }) => <DocumentHeader kind={kind} number={number} />,
      Lines: ({ form: instance, editing }) => <DocumentLines kind={kind} form={instance} editing={editing} />,
      initial: () => ({ ngay_ct: dayjs(), details: [emptyLine()] }),
      toValues: toFormValues,
      toInput: (values, status) => toDocumentInput(kind, values, status),
      errorFields: { header: ["ngay_ct", ...kind.header, "dien_giai"], lineColumns: LINE_COLUMNS },
    },
    list: {
      columns: (t) => [
        {
          key: "ma_kho",
          title: t(transfer ? "document.sourceWarehouse" : "document.columns.ma_kho"),
          width: 200,
          render: (r) => codeAndName(r.ma_kho, r.ten_kho),
          exportValue: (r) => codeAndName(r.ma_kho, r.ten_kho),
        },
        ...(transfer
          ? [
              {
                key: "ma_kho_nhan",
                title: t("document.columns.ma_kho_nhan"),
                width: 200,
                render: (r: DocumentRecord) => codeAndName(r.ma_kho_nhan, r.ten_kho_nhan),
                exportValue: (r: DocumentRecord) => codeAndName(r.ma_kho_nhan, r.ten_kho_nhan),
              },
            ]
          : []),
        ...(kind.header.includes("ma_ncc")
          ? [
              {
                key: "ma_ncc",
                title: t("document.supplier"),
                width: 180,
                ellipsis: true,
                render: (r: DocumentRecord) => codeAndName(r.ma_ncc, r.ten_ncc),
                exportValue: (r: DocumentRecord) => codeAndName(r.ma_ncc, r.ten_ncc),
              },
            ]
          : []),
      ],
      filterKeys: ["ma_kho"],
      Filters: function WarehouseFilter({ values, setFilter }) {
        const { t } = useTranslation();
        const warehouses = useWarehouseOptions(kind);
        return (
          <FilterSelect
            label={t("document.columns.ma_kho")}
            value={values.ma_kho}
            onChange={(value) => setFilter("ma_kho", value)}
            options={warehouses}
            width={200}
            data-testid="filter-warehouse"
          />
        );
      },
    },
    Sheet: form && ((props) => <StockVoucherSheet {...props} form={form} />),
  };
}
