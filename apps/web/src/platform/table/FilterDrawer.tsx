import { FilterOutlined } from "@ant-design/icons";
import { Badge, Button, Drawer, Flex } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

/**
 * A phone's filters: a 'Bộ lọc' button saying how many are on, opening a drawer where each filter takes the
 * whole width. Choices apply at once, as on a desktop; 'Xong' closes the drawer.
 */
export function FilterDrawer({ count, children }: { count: number; children: ReactNode }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const label = count > 0 ? t("table.filtersCount", { count }) : t("table.filters");
  return (
    <>
      <Badge count={count} size="small">
        <Button icon={<FilterOutlined />} aria-label={label} data-testid="table-filters" onClick={() => setOpen(true)}>
          {t("table.filters")}
        </Button>
      </Badge>
      <Drawer
        title={t("table.filters")}
        placement="bottom"
        size="auto"
        open={open}
        onClose={() => setOpen(false)}
        footer={
          <Button type="primary" block onClick={() => setOpen(false)}>
            {t("table.done")}
          </Button>
        }
        styles={{ body: { paddingBlock: 12 } }}
      >
        <Flex vertical gap={12} className="sen-filter-stack">
          {children}
        </Flex>
      </Drawer>
    </>
  );
}
