import { formatNumber, toApiDate, toDayjs } from "@sen/core";
import dayjs, { type Dayjs } from "dayjs";
import { useTranslation } from "react-i18next";
import type { DocumentParts, PrintHeader } from "@/platform/document";
import { ShopSheet } from "@/platform/document";
import { customerOf } from "../salesParts";
import { ServingHeader } from "./ServingHeader";
import { ServingLines } from "./ServingLines";
import { ServingStateTag } from "./ServingStateTag";
import type { ServingRecord } from "./servingKind";

interface LineValues {
  stt_rec_goi?: string;
  ma_vt?: string;
  so_luong?: number;
  ma_nv?: string;
}

export interface ServingValues {
  ngay_ct?: Dayjs;
  dien_giai?: string;
  ma_kh?: string;
  ten_kh?: string;
  ma_phong?: string;
  details?: LineValues[];
  saved?: ServingRecord;
}

/** A serving on A4 for the customer to sign: the customer and room, each service with its package and technician. */
export function ServingSheet({ doc, header, branch }: { doc: ServingRecord; header?: PrintHeader; branch?: string }) {
  const { t } = useTranslation();
  const p = (key: string) => t(`servings.print.${key}`);
  const total = Number(doc.tong_thanh_toan ?? doc.tong_tien ?? 0);
  return (
    <ShopSheet doc={doc} header={header} branch={branch} texts="servings.print" amount={total}>
      <div>
        {p("customer")}: <strong>{customerOf(doc)}</strong>
      </div>
      {doc.ma_phong && (
        <div>
          {p("room")}: {[doc.ma_phong, doc.ten_phong].filter(Boolean).join(" · ")}
        </div>
      )}
      <table>
        <thead>
          <tr>
            <th>{p("service")}</th>
            <th>{p("package")}</th>
            <th>{p("sessions")}</th>
            <th>{p("technician")}</th>
            <th>{p("amount")}</th>
          </tr>
        </thead>
        <tbody>
          {doc.details.map((l) => (
            <tr key={l.line}>
              <td>{[l.ma_vt, l.ten_vt].filter(Boolean).join(" · ")}</td>
              <td>{l.so_ct_goi}</td>
              <td className="num">{formatNumber(Number(l.so_luong))}</td>
              <td>{l.ten_nv ?? l.ma_nv}</td>
              <td className="num">{formatNumber(Number(l.tien ?? 0) + Number(l.tien_no ?? 0))}</td>
            </tr>
          ))}
          <tr>
            <td colSpan={4}>
              <strong>{p("total")}</strong>
            </td>
            <td className="num">
              <strong>{formatNumber(total)}</strong>
            </td>
          </tr>
          {Number(doc.con_no ?? 0) > 0 && (
            <tr>
              <td colSpan={4}>{p("owed")}</td>
              <td className="num">{formatNumber(Number(doc.con_no))}</td>
            </tr>
          )}
        </tbody>
      </table>
    </ShopSheet>
  );
}

/**
 * A serving's parts: its customer, room and lines of packages and technicians in the form (where it is in the process
 * once saved); in the list its customer, room and process state; its printed sheet.
 */
export const servingParts: DocumentParts<ServingRecord, ServingValues> = {
  form: {
    Header: ServingHeader,
    Lines: ServingLines,
    linesTitle: "servings.linesTitle",
    initial: () => ({ ngay_ct: dayjs(), details: [{ so_luong: 1 }] }),
    toValues: (doc) => ({
      ngay_ct: toDayjs(doc.ngay_ct) ?? undefined,
      dien_giai: doc.dien_giai ?? "",
      ma_kh: doc.ma_kh,
      ten_kh: doc.ten_kh ?? undefined,
      ma_phong: doc.ma_phong ?? undefined,
      details: doc.details.map((l) => ({
        stt_rec_goi: l.stt_rec_goi ?? undefined,
        ma_vt: l.ma_vt,
        so_luong: Number(l.so_luong),
        ma_nv: l.ma_nv ?? undefined,
      })),
      saved: doc,
    }),
    toInput: (values, status) => ({
      ngay_ct: toApiDate(values.ngay_ct),
      ...(values.dien_giai?.trim() ? { dien_giai: values.dien_giai.trim() } : {}),
      ma_kh: values.ma_kh ?? "",
      ma_phong: values.ma_phong || null,
      // The form has no payment rows: a draft opened at the till keeps those of its services paid now.
      ...(values.saved?.payments_dv?.length ? { payments: values.saved.payments_dv } : {}),
      ...(status ? { status } : {}),
      details: (values.details ?? []).map((l) => ({
        ma_vt: l.ma_vt ?? "",
        so_luong: Number(l.so_luong ?? 1),
        stt_rec_goi: l.stt_rec_goi ?? null,
        ma_nv: l.ma_nv || null,
      })),
    }),
    errorFields: {
      header: ["ngay_ct", "ma_kh", "ma_phong", "ma_kho", "dien_giai", "details"],
      lineColumns: ["stt_rec_goi", "so_luong", "ma_nv", "ma_vt"],
    },
  },
  list: {
    columns: (t) => [
      {
        key: "ma_kh",
        title: t("servings.customer"),
        width: 220,
        ellipsis: true,
        render: (r: ServingRecord) => customerOf(r),
        exportValue: (r: ServingRecord) => customerOf(r),
      },
      {
        key: "ma_phong",
        title: t("servings.room"),
        width: 160,
        render: (r: ServingRecord) => r.ten_phong || r.ma_phong || "",
        exportValue: (r: ServingRecord) => r.ten_phong || r.ma_phong || "",
      },
      {
        key: "trang_thai",
        title: t("servings.state"),
        width: 130,
        render: (r: ServingRecord) => <ServingStateTag state={r.trang_thai} />,
        exportValue: (r: ServingRecord) => t(`servings.states.${r.trang_thai}`),
      },
    ],
    cardFields: ["so_ct", "ngay_ct", "ma_kh", "trang_thai", "status"],
    filterKeys: [],
  },
  Sheet: ServingSheet,
};
