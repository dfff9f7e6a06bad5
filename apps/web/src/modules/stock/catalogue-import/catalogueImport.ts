import {
  type EntityDefinition,
  PRODUCT_IMPORT_COLUMNS,
  productEntity,
  SERVICE_IMPORT_COLUMNS,
  serviceEntity,
} from "@sen/core";
import type { TFunction } from "i18next";
import { api } from "@/platform/api";
import type { ImportLine, ImportOptions, ImportSpec, LineProblems } from "@/platform/import";

export type CatalogueKind = "goods" | "services";

const KINDS: Record<CatalogueKind, { definition: EntityDefinition; columns: ImportSpec["columns"]; file: string }> = {
  goods: { definition: productEntity, columns: PRODUCT_IMPORT_COLUMNS, file: "hang-hoa" },
  services: { definition: serviceEntity, columns: SERVICE_IMPORT_COLUMNS, file: "dich-vu" },
};

/** 'Nhập từ Excel' of goods or of services: the columns their export writes, with 'Cập nhật nếu đã có'. */
export function catalogueImport(kind: CatalogueKind, t: TFunction): ImportSpec {
  const { definition, columns, file } = KINDS[kind];
  const label = (key: string) => columns.find((c) => c.key === key)?.header ?? key;
  return {
    columns,
    check: (rows: ImportLine[], options: ImportOptions) =>
      api.post<{ rows: LineProblems[] }>(`${definition.api}/import/check`, { rows, ...options }),
    run: (rows: ImportLine[], options: ImportOptions) =>
      api.post<{ created: number; updated: number; skipped: LineProblems[] }>(`${definition.api}/import`, {
        rows,
        ...options,
      }),
    updates: true,
    shown: [
      { key: "ten_vt", title: label("ten_vt"), width: 200 },
      { key: "ma_vt", title: label("ma_vt"), width: 120 },
      { key: "ma_dvt", title: label("ma_dvt"), width: 110 },
      { key: "gia_ban", title: label("gia_ban"), width: 110 },
    ],
    text: {
      title: t(`catalogueImport.${kind}.title`),
      pickHint: t(`catalogueImport.${kind}.pickHint`),
      created: (n) => t(`catalogueImport.${kind}.created`, { n }),
    },
    template: { sheet: definition.label.vi, file: `mau-nhap-${file}.xlsx` },
    reportFile: `bao-cao-nhap-${file}.xlsx`,
  };
}
