import { ArrowDownOutlined, ArrowUpOutlined } from "@ant-design/icons";
import { Button, Checkbox, Flex, InputNumber, Modal, Radio, Table, Typography } from "antd";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import type { DataColumn } from "./columns";
import {
  DEFAULT_DENSITY,
  DENSITIES,
  type Density,
  MAX_COLUMN_WIDTH,
  MIN_COLUMN_WIDTH,
  settingRows,
  type TableSettings,
} from "./tableSettings";

interface Row {
  key: string;
  title: string;
  hidden: boolean;
  width?: number;
}

interface TableSettingsModalProps<T> {
  open: boolean;
  columns: readonly DataColumn<T>[];
  settings: TableSettings | undefined;
  saving: boolean;
  onSave: (settings: TableSettings) => void;
  onClose: () => void;
}

const rowsOf = <T,>(columns: readonly DataColumn<T>[], settings: TableSettings | undefined): Row[] =>
  settingRows(columns, settings).map((r) => ({
    key: r.key,
    title: r.column.title,
    hidden: Boolean(r.hidden),
    width: r.width,
  }));

/** The 'Cài đặt' popup: which columns show, their order and width, how dense the rows; 'Lưu' saves them for the user. */
export function TableSettingsModal<T>({
  open,
  columns,
  settings,
  saving,
  onSave,
  onClose,
}: TableSettingsModalProps<T>) {
  const { t } = useTranslation();
  const [rows, setRows] = useState<Row[]>([]);
  const [density, setDensity] = useState<Density>(DEFAULT_DENSITY);
  // Filled when the popup opens; the list re-rendering behind it must not undo the user's changes.
  // biome-ignore lint/correctness/useExhaustiveDependencies: columns and settings are read at opening only
  useEffect(() => {
    if (!open) return;
    setRows(rowsOf(columns, settings));
    setDensity(settings?.density ?? DEFAULT_DENSITY);
  }, [open]);

  const change = (key: string, patch: Partial<Row>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const move = (index: number, by: -1 | 1) =>
    setRows((all) => {
      const next = [...all];
      const [row] = next.splice(index, 1);
      if (row) next.splice(index + by, 0, row);
      return next;
    });
  const save = () =>
    onSave({
      columns: rows.map(({ key, hidden, width }) => ({
        key,
        ...(hidden ? { hidden } : {}),
        ...(width ? { width } : {}),
      })),
      density,
    });
  const reset = () => {
    setRows(rowsOf(columns, undefined));
    setDensity(DEFAULT_DENSITY);
  };

  return (
    <Modal
      open={open}
      title={t("table.settings")}
      onCancel={onClose}
      destroyOnHidden
      width={560}
      footer={
        <Flex justify="space-between" gap={8}>
          <Button onClick={reset}>{t("table.reset")}</Button>
          <Flex gap={8}>
            <Button onClick={onClose}>{t("table.cancel")}</Button>
            <Button type="primary" loading={saving} onClick={save} data-testid="table-settings-save">
              {t("table.save")}
            </Button>
          </Flex>
        </Flex>
      }
    >
      <Flex align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Typography.Text id="table-density-label">{t("table.density")}</Typography.Text>
        <Radio.Group
          aria-labelledby="table-density-label"
          value={density}
          onChange={(event) => setDensity(event.target.value)}
          optionType="button"
          options={DENSITIES.map((value) => ({ value, label: t(`table.densities.${value}`) }))}
        />
      </Flex>
      <Table<Row>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={rows}
        scroll={{ y: 420 }}
        columns={[
          {
            key: "show",
            title: t("table.show"),
            width: 64,
            align: "center",
            render: (_, row) => (
              <Checkbox
                checked={!row.hidden}
                aria-label={row.title}
                onChange={(event) => change(row.key, { hidden: !event.target.checked })}
              />
            ),
          },
          { key: "title", dataIndex: "title", title: t("table.column") },
          {
            key: "width",
            title: t("table.width"),
            width: 120,
            render: (_, row) => (
              <InputNumber<number>
                size="small"
                min={MIN_COLUMN_WIDTH}
                max={MAX_COLUMN_WIDTH}
                value={row.width ?? null}
                aria-label={`${t("table.width")}: ${row.title}`}
                onChange={(width) => change(row.key, { width: width ?? undefined })}
                style={{ width: "100%" }}
              />
            ),
          },
          {
            key: "order",
            title: t("table.order"),
            width: 88,
            render: (_, row, index) => (
              <Flex gap={4}>
                <Button
                  size="small"
                  icon={<ArrowUpOutlined />}
                  aria-label={`${t("table.moveUp")}: ${row.title}`}
                  disabled={index === 0}
                  onClick={() => move(index, -1)}
                />
                <Button
                  size="small"
                  icon={<ArrowDownOutlined />}
                  aria-label={`${t("table.moveDown")}: ${row.title}`}
                  disabled={index === rows.length - 1}
                  onClick={() => move(index, 1)}
                />
              </Flex>
            ),
          },
        ]}
      />
    </Modal>
  );
}
