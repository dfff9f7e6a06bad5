import { productHourEntity } from "@sen/core";
import { Alert, Flex } from "antd";
import { useTranslation } from "react-i18next";
import { EntityListPage } from "@/platform/entity";
import { ClockInput } from "./ClockInput";
import { WeekdaysSelect } from "./WeekdaysSelect";

const inputs = { tu_gio: <ClockInput />, den_gio: <ClockInput />, thu: <WeekdaysSelect /> };

/** /stock/product-hours: the windows services are sold in, edited with clocks and weekday choices. */
export function ProductHoursPage() {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={12}>
      <Alert type="info" showIcon message={t("stockPricing.hours.midnight")} />
      <EntityListPage definition={productHourEntity} inputs={inputs} />
    </Flex>
  );
}
