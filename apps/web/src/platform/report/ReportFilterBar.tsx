import { ApartmentOutlined } from "@ant-design/icons";
import { API_DATE_FORMAT, DATE_FORMAT, toDayjs } from "@sen/core";
import { DatePicker, Flex, Tag, Tooltip } from "antd";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { type FilterOption, FilterSelect } from "@/platform/table";
import { periodRange } from "../dates";
import type { ReportFilter, ReportParams } from "./reportDefinition";
import { PERIOD_PRESETS } from "./reportParams";

interface Props {
  params: ReportParams;
  filters: readonly ReportFilter[];
  /** The branches in view, "CN01 - Chi nhánh Quận 1". */
  branches: readonly string[];
  onChange: (changes: Record<string, string | undefined>) => void;
  /** A filter's options as they arrive (the heading of the file and the printout names the choice). */
  onOptions: (key: string, options: FilterOption[]) => void;
}

/** Up to this many branches are named on the bar; beyond, their count (the tooltip names them all). */
const NAMED_BRANCHES = 2;

/** The period: 'Từ ngày' – 'Đến ngày' (both required), with the usual periods a click away. */
function PeriodPicker({ params, onChange }: Pick<Props, "params" | "onChange">) {
  const { t } = useTranslation();
  const now = dayjs();
  return (
    <DatePicker.RangePicker
      value={[toDayjs(params.fromDate), toDayjs(params.toDate)]}
      format={DATE_FORMAT}
      allowClear={false}
      presets={PERIOD_PRESETS.map((preset) => ({
        label: t(`report.presets.${preset}`),
        value: periodRange(preset, now),
      }))}
      placeholder={[t("table.fromDate"), t("table.toDate")]}
      onChange={(range) => {
        const [from, to] = range ?? [];
        if (from && to) onChange({ fromDate: from.format(API_DATE_FORMAT), toDate: to.format(API_DATE_FORMAT) });
      }}
      style={{ maxWidth: "100%" }}
      data-testid="report-period"
    />
  );
}

/** Which branches the numbers cover: those chosen in the navbar, named here so a printout says it too. */
function BranchesInView({ branches }: { branches: readonly string[] }) {
  const { t } = useTranslation();
  const text =
    branches.length <= NAMED_BRANCHES ? branches.join(", ") : t("report.branchCount", { count: branches.length });
  return (
    <Tooltip title={`${t("report.branchesInView")}: ${branches.join(", ")}`}>
      <Tag icon={<ApartmentOutlined />} style={{ marginInlineEnd: 0, maxWidth: "100%" }} data-testid="report-branches">
        <span style={{ overflow: "hidden", textOverflow: "ellipsis" }}>{text}</span>
      </Tag>
    </Tooltip>
  );
}

/** One of the report's own filters: a choice among the options it loads. */
function FilterField({
  filter,
  value,
  onChange,
  onOptions,
}: {
  filter: ReportFilter;
  value?: string;
  onChange: Props["onChange"];
  onOptions: Props["onOptions"];
}) {
  const { t } = useTranslation();
  const options = filter.useOptions();
  useEffect(() => onOptions(filter.key, options), [filter.key, options, onOptions]);
  return (
    <FilterSelect
      label={filter.label(t)}
      value={value}
      onChange={(next) => onChange({ [filter.key]: next })}
      options={options}
      width={filter.width ?? 260}
      data-testid={`report-filter-${filter.key}`}
    />
  );
}

/** The report's filters on top: the period, the report's own filters, and the navbar's branches. */
export function ReportFilterBar({ params, filters, branches, onChange, onOptions }: Props) {
  return (
    <Flex wrap gap={8} align="center" className="report-filters" data-testid="report-filters">
      <PeriodPicker params={params} onChange={onChange} />
      {filters.map((filter) => (
        <FilterField
          key={filter.key}
          filter={filter}
          value={params[filter.key]}
          onChange={onChange}
          onOptions={onOptions}
        />
      ))}
      {branches.length > 0 && <BranchesInView branches={branches} />}
    </Flex>
  );
}
