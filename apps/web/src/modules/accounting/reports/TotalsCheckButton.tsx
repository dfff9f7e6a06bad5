import { formatNumber } from "@sen/core";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { CheckButton } from "@/platform/CheckButton";
import { type TotalsDifference, totalsCheck } from "./reportApi";

const month = (day: string) => `${day.slice(5, 7)}/${day.slice(0, 4)}`;
const SIDES = [
  ["ps_no", "ps_no_so_cai", "debit"],
  ["ps_co", "ps_co_so_cai", "credit"],
] as const;

/**
 * 'Đối chiếu sổ tổng hợp': whether the monthly totals the reports read equal the journal's own sums, in the branches
 * in view, and where they do not.
 */
export function TotalsCheckButton() {
  const { t } = useTranslation();
  const m = (key: string) => t(`accountingReports.totalsCheck.${key}`);
  return (
    <CheckButton<TotalsDifference>
      label={m("open")}
      title={m("title")}
      run={totalsCheck}
      ok={m("ok")}
      differences={(count) => t("accountingReports.totalsCheck.differences", { count })}
      testId="totals-check"
      width={760}
      table={(rows) => (
        <Table<TotalsDifference>
          rowKey={(r) => `${r.tk}|${r.ma_dvcs}|${r.thang}`}
          size="small"
          dataSource={rows}
          pagination={false}
          scroll={{ x: "max-content", y: 400 }}
          columns={[
            { key: "tk", title: t("accountingReports.columns.account"), dataIndex: "tk" },
            { key: "ma_dvcs", title: m("branch"), dataIndex: "ma_dvcs" },
            { key: "thang", title: m("month"), render: (_, r) => month(r.thang) },
            ...SIDES.flatMap(([stored, journal, side]) =>
              (
                [
                  [stored, "stored"],
                  [journal, "journal"],
                ] as const
              ).map(([key, source]) => ({
                key,
                title: `${t(`accountingReports.columns.${side}`)} · ${m(source)}`,
                align: "right" as const,
                render: (_: unknown, r: TotalsDifference) => formatNumber(r[key]),
              })),
            ),
          ]}
        />
      )}
    />
  );
}
