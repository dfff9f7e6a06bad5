import { SettingOutlined } from "@ant-design/icons";
import { Button, Tooltip } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useFeedback } from "@/platform/useFeedback";
import type { DataColumn } from "./columns";
import { TableSettingsModal } from "./TableSettingsModal";
import type { TableSettings } from "./tableSettings";

interface TableSettingsButtonProps<T> {
  columns: readonly DataColumn<T>[];
  settings: TableSettings | undefined;
  save: (settings: TableSettings) => Promise<void>;
}

/** The gear that opens 'Cài đặt'; saving says 'Cập nhật thành công!' or why it failed. */
export function TableSettingsButton<T>({ columns, settings, save }: TableSettingsButtonProps<T>) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);

  const onSave = async (next: TableSettings) => {
    setSaving(true);
    try {
      await save(next);
      feedback.success(t("table.saved"));
      setOpen(false);
    } catch (error) {
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <>
      <Tooltip title={t("table.settings")}>
        <Button
          icon={<SettingOutlined />}
          aria-label={t("table.settings")}
          data-testid="table-settings"
          onClick={() => setOpen(true)}
        />
      </Tooltip>
      <TableSettingsModal
        open={open}
        columns={columns}
        settings={settings}
        saving={saving}
        onSave={onSave}
        onClose={() => setOpen(false)}
      />
    </>
  );
}
