import { formatNumber } from "@sen/core";
import { Form, type FormInstance, Input, InputNumber, Select, Table, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { AddLineButton, lineNumberColumn, removeColumn } from "@/platform/document/DocumentLines";
import { ChoiceSelect } from "@/platform/entity/inputs/ChoiceSelect";
import { TECHNICIAN } from "./servingFields";
import type { ServingLine } from "./servingKind";
import type { OpenPackage } from "./servingsApi";
import { useOpenPackages } from "./useOpenPackages";

/** How both grids of lines look: small, unpaged, scrolled sideways on a narrow screen. */
const GRID = {
  size: "small",
  pagination: false,
  scroll: { x: "max-content" },
  "data-testid": "document-lines",
} as const;

/** A package as a choice: service, bill and sessions left ("LT10 · Chăm sóc da — DV0001, còn 7/10 buổi"). */
export function packageLabel(p: OpenPackage, left: string) {
  return `${p.ma_vt} · ${p.ten_vt ?? ""} — ${p.so_ct}, ${left}`;
}

/** A saved serving's lines: service, package, sessions (and those owed), technician, value. */
function SavedLines({ lines }: { lines: ServingLine[] }) {
  const { t } = useTranslation();
  return (
    <Table
      {...GRID}
      rowKey={(l) => String(l.line)}
      dataSource={lines}
      locale={{ emptyText: t("servings.process.empty") }}
      columns={[
        lineNumberColumn(t),
        { key: "ma_vt", title: t("servings.lines.service"), render: (_, l) => `${l.ma_vt} · ${l.ten_vt ?? ""}` },
        {
          key: "goi",
          title: t("servings.lines.package"),
          render: (_, l) => (l.stt_rec_goi ? (l.so_ct_goi ?? "") : t("servings.lines.paidNow")),
        },
        {
          key: "so_luong",
          title: t("servings.lines.sessions"),
          align: "right",
          render: (_, l) => (
            <span data-testid="line-sessions">
              {formatNumber(Number(l.so_luong))}
              {Number(l.so_buoi_no ?? 0) > 0 && (
                <Typography.Text type="danger">
                  {" "}
                  ({t("servings.lines.owedSessions", { n: l.so_buoi_no })})
                </Typography.Text>
              )}
            </span>
          ),
        },
        { key: "ma_nv", title: t("servings.lines.technician"), render: (_, l) => l.ten_nv ?? l.ma_nv ?? "" },
        {
          key: "tien",
          title: t("servings.lines.amount"),
          align: "right",
          render: (_, l) => formatNumber(Number(l.tien ?? 0) + Number(l.tien_no ?? 0)),
        },
      ]}
    />
  );
}

/**
 * The lines of a serving: while editing, each a package of the customer's (with its sessions left), the sessions used
 * and the technician; once saved, what they were worth and the sessions owed.
 */
export function ServingLines({ form, editing }: { form: FormInstance; editing: boolean }) {
  const { t } = useTranslation();
  const customer = Form.useWatch("ma_kh", { form, preserve: true }) as string | undefined;
  const saved = Form.useWatch("saved", { form, preserve: true }) as
    | { details?: ServingLine[]; status?: string }
    | undefined;
  const { data: packages = [] } = useOpenPackages(editing ? customer : undefined);
  if (!editing) return <SavedLines lines={saved?.details ?? []} />;
  // Package money pays a service chosen at the till, not sessions of its own.
  const options = packages
    .filter((p) => !p.goi_tien)
    .map((p) => ({
      value: p.stt_rec_goi,
      label: packageLabel(p, t("servings.lines.left", { left: p.so_buoi_con, total: p.so_buoi })),
    }));
  return (
    <Form.List name="details">
      {(fields, { add, remove }) => (
        <>
          <Table
            {...GRID}
            rowKey="key"
            dataSource={fields}
            locale={{ emptyText: customer ? t("servings.lines.empty") : t("servings.lines.chooseCustomer") }}
            columns={[
              lineNumberColumn(t),
              {
                key: "stt_rec_goi",
                title: t("servings.lines.package"),
                render: (_, field) => (
                  <>
                    <Form.Item name={[field.name, "ma_vt"]} hidden>
                      <Input />
                    </Form.Item>
                    <Form.Item name={[field.name, "stt_rec_goi"]} style={{ margin: 0, minWidth: 320 }}>
                      <Select
                        options={options}
                        placeholder={t("servings.lines.packageHint")}
                        aria-label={`${t("servings.lines.package")} ${field.name + 1}`}
                        data-testid="line-package"
                        onChange={(id: string) => {
                          const p = packages.find((x) => x.stt_rec_goi === id);
                          form.setFieldValue(["details", field.name, "ma_vt"], p?.ma_vt);
                        }}
                      />
                    </Form.Item>
                  </>
                ),
              },
              {
                key: "so_luong",
                title: t("servings.lines.sessions"),
                width: 110,
                render: (_, field) => (
                  <Form.Item name={[field.name, "so_luong"]} style={{ margin: 0 }}>
                    <InputNumber
                      min={1}
                      max={1000}
                      precision={0}
                      aria-label={`${t("servings.lines.sessions")} ${field.name + 1}`}
                    />
                  </Form.Item>
                ),
              },
              {
                key: "ma_nv",
                title: t("servings.lines.technician"),
                render: (_, field) => (
                  <div style={{ minWidth: 200 }} data-testid="line-technician">
                    <Form.Item name={[field.name, "ma_nv"]} style={{ margin: 0 }}>
                      <ChoiceSelect field={TECHNICIAN} />
                    </Form.Item>
                  </div>
                ),
              },
              removeColumn(t, remove),
            ]}
          />
          <AddLineButton onClick={() => add({ so_luong: 1 })} />
        </>
      )}
    </Form.List>
  );
}
