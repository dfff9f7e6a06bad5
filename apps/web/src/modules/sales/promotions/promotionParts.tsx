import { Flex, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { DocumentParts } from "@/platform/document";
import { FilterSelect } from "@/platform/table";
import { PromotionHeader } from "./PromotionHeader";
import type { PromotionKind, PromotionRecord } from "./promotionKinds";
import { RuleLines } from "./RuleLines";
import { newPromotion, type PromotionValues, toPromotionInput, toPromotionValues } from "./ruleValues";
import { programDays, programLabel, usePrograms } from "./usePrograms";

const codeAndName = (code?: string | null, name?: string | null) => [code, name].filter(Boolean).join(" · ");

/** The list's filter by program: the programs in use. */
function ProgramFilter({
  values,
  setFilter,
}: {
  values: Record<string, string>;
  setFilter: (key: string, value?: string) => void;
}) {
  const { t } = useTranslation();
  const programs = usePrograms();
  return (
    <FilterSelect
      label={t("promotions.program")}
      value={values.ma_ctkm}
      onChange={(value) => setFilter("ma_ctkm", value)}
      options={programs.map((p) => ({ value: p.ma_ctkm, label: programLabel(p) }))}
      width={240}
      data-testid="filter-program"
    />
  );
}

/**
 * A kind of promotion rules' parts: in the form, its header (branch, program) and its rules; in the list, its program
 * named with its days, its branch, filtered by program, and no total (rules carry no amount).
 */
export function promotionParts(kind: PromotionKind): DocumentParts<PromotionRecord, PromotionValues> {
  return {
    form: {
      Header: PromotionHeader,
      Lines: ({ form, editing }) => <RuleLines kind={kind} form={form} editing={editing} />,
      linesTitle: "promotions.linesTitle",
      initial: newPromotion,
      toValues: toPromotionValues,
      toInput: (values, status) => toPromotionInput(kind.columns, values, status),
      errorFields: { header: ["ngay_ct", "ma_dvcs", "ma_ctkm", "dien_giai"], lineColumns: kind.columns },
    },
    list: {
      columns: (t) => [
        {
          key: "ma_ctkm",
          title: t("promotions.program"),
          width: 300,
          render: (r) => (
            <Flex vertical>
              <span>{programLabel(r)}</span>
              <Typography.Text type="secondary" data-testid="promotion-days">
                {programDays(t, r, true)}
              </Typography.Text>
            </Flex>
          ),
          exportValue: (r) => `${programLabel(r)} (${programDays(t, r, true)})`,
        },
        {
          key: "ma_dvcs",
          title: t("document.branch"),
          width: 180,
          ellipsis: true,
          render: (r) => codeAndName(r.ma_dvcs, r.ten_dvcs),
          exportValue: (r) => codeAndName(r.ma_dvcs, r.ten_dvcs),
        },
      ],
      totalTitle: null,
      cardFields: ["so_ct", "ngay_ct", "ma_ctkm", "status"],
      filterKeys: ["ma_ctkm"],
      Filters: ProgramFilter,
    },
  };
}
