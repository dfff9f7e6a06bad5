import { DownOutlined } from "@ant-design/icons";
import { Button, Flex } from "antd";
import useBreakpoint from "antd/es/grid/hooks/useBreakpoint";
import SpaceCompact from "antd/es/space/Compact";
import { type ComponentType, lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { dayjs } from "@/platform/dates";
import { LazyDropdown } from "@/platform/LazyOverlays";
import type { CustomRangeProps } from "./CustomRange";
import { PERIODS, type Period, type PeriodKey, periodKeyOf, presetPeriod } from "./periods";

const CustomRange = lazy<ComponentType<CustomRangeProps>>(() =>
  import("./CustomRange").then((m) => ({ default: m.CustomRange })),
);

interface Props {
  period: Period;
  onChange: (period: Period) => void;
}

/**
 * Hôm nay, 7 ngày, Tháng này, Tháng trước in one click, or 'Tùy chọn' and a range; a drop-down on
 * a phone, where five buttons do not fit in a row, loaded on its first click as the navbar's are. antd's
 * hook and the compact group are imported from their modules: the Grid index would bring Row and Col,
 * the Space index Space itself.
 */
export function PeriodPicker({ period, onChange }: Props) {
  const { t } = useTranslation();
  const phone = !useBreakpoint().sm;
  const today = dayjs();
  const current = periodKeyOf(period, today);
  const [custom, setCustom] = useState(current === "custom");
  const shown: PeriodKey = custom ? "custom" : current;
  const label = (key: PeriodKey) => t(`dashboard.period.${key}`);
  const pick = (key: PeriodKey) => {
    setCustom(key === "custom");
    if (key !== "custom") onChange(presetPeriod(key, today));
  };
  return (
    <Flex wrap gap={8} align="center" data-testid="period-picker">
      {phone ? (
        <LazyDropdown
          trigger={["click"]}
          menu={{
            items: PERIODS.map((key) => ({ key, label: label(key) })),
            selectable: true,
            selectedKeys: [shown],
            onClick: ({ key }) => pick(key as PeriodKey),
          }}
        >
          <Button
            aria-label={t("dashboard.period.label")}
            style={{ flex: "1 1 140px", justifyContent: "space-between" }}
          >
            {label(shown)}
            {/* The size antd's drop-down gives its trigger's arrow, before the drop-down is loaded too. */}
            <DownOutlined style={{ fontSize: 12 }} />
          </Button>
        </LazyDropdown>
      ) : (
        <SpaceCompact role="group" aria-label={t("dashboard.period.label")}>
          {PERIODS.map((key) => (
            <Button
              key={key}
              type={key === shown ? "primary" : "default"}
              aria-pressed={key === shown}
              onClick={() => pick(key)}
            >
              {label(key)}
            </Button>
          ))}
        </SpaceCompact>
      )}
      {shown === "custom" && (
        <Suspense fallback={<div style={{ height: 32, width: phone ? "100%" : 260 }} />}>
          <CustomRange period={period} onChange={onChange} wide={phone} />
        </Suspense>
      )}
    </Flex>
  );
}
