import { Card, Empty, Form, Select, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { ShopSettings } from "./shopSettingsApi";
import { showBlankAsNone } from "./shopSettingsForm";

/** Kho mặc định theo chi nhánh: one line a branch, picking among that branch's own warehouses. */
export function WarehouseSection({ settings }: { settings: ShopSettings }) {
  const { t } = useTranslation();
  const branches = settings.kho_mac_dinh;
  return (
    <Card size="small" title={t("admin.shop.sections.warehouses")}>
      <Typography.Paragraph type="secondary">{t("admin.shop.hints.warehouses")}</Typography.Paragraph>
      {branches.length === 0 && <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("admin.shop.noBranches")} />}
      {branches.map((branch) => {
        const options = settings.kho_chon
          .filter((k) => k.ma_dvcs === branch.ma_dvcs)
          .map((k) => ({ value: k.ma_kho, label: `${k.ma_kho} - ${k.ten_kho}` }));
        return (
          <Form.Item
            key={branch.ma_dvcs}
            name={["kho", branch.ma_dvcs]}
            label={`${branch.ma_dvcs} - ${branch.ten_dvcs}`}
            normalize={(value?: string) => value ?? ""}
            getValueProps={showBlankAsNone}
          >
            <Select
              options={options}
              allowClear
              placeholder={t("admin.shop.placeholders.warehouse")}
              notFoundContent={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("admin.shop.noBranches")} />}
              data-testid={`shop-warehouse-${branch.ma_dvcs}`}
            />
          </Form.Item>
        );
      })}
    </Card>
  );
}
