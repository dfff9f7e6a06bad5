import { Flex, Switch, Table, type TableColumnsType, Typography } from "antd";
import { type HTMLAttributes, useState } from "react";
import { useTranslation } from "react-i18next";
import { diffValues, type FieldChange, showValue } from "./logDiff";

/** An audit row's values as old → new per field, the changed ones highlighted. */
export function LogDiff({ oldValues, newValues }: { oldValues: unknown; newValues: unknown }) {
  const { t, i18n } = useTranslation();
  // Rights read as the editor's column names ('Truy cập, Xem').
  const flagName = (key: string) => (i18n.exists(`system.rights.${key}`) ? t(`system.rights.${key}`) : key);
  const cell = (value: unknown) => (
    <Typography.Text style={{ whiteSpace: "pre-wrap", wordBreak: "break-word" }}>
      {showValue(value, flagName)}
    </Typography.Text>
  );
  const rows = diffValues(oldValues, newValues);
  const isUpdate = oldValues != null && newValues != null;
  const [onlyChanged, setOnlyChanged] = useState(isUpdate);
  const shown = onlyChanged ? rows.filter((r) => r.changed) : rows;
  if (oldValues == null && newValues == null) {
    return <Typography.Text type="secondary">{t("system.logs.noValues")}</Typography.Text>;
  }
  const columns: TableColumnsType<FieldChange> = [
    {
      key: "field",
      title: t("system.logs.field"),
      width: 220,
      render: (_, row) => <Typography.Text code>{row.field || t("system.logs.value")}</Typography.Text>,
    },
    ...(oldValues != null
      ? [{ key: "old", title: t("system.logs.oldValue"), render: (_: unknown, r: FieldChange) => cell(r.old) }]
      : []),
    ...(newValues != null
      ? [{ key: "new", title: t("system.logs.newValue"), render: (_: unknown, r: FieldChange) => cell(r.new) }]
      : []),
  ];
  return (
    <Flex vertical gap={8} data-testid="log-diff">
      {isUpdate && (
        <Flex gap={8} align="center">
          <Switch
            size="small"
            checked={onlyChanged}
            onChange={setOnlyChanged}
            aria-label={t("system.logs.onlyChanged")}
          />
          <Typography.Text>{t("system.logs.onlyChanged")}</Typography.Text>
        </Flex>
      )}
      <Table<FieldChange>
        size="small"
        rowKey="field"
        columns={columns}
        dataSource={shown}
        pagination={false}
        onRow={(row) =>
          ({
            "data-changed": isUpdate && row.changed ? "true" : undefined,
            style: isUpdate && row.changed ? { background: "var(--ant-color-warning-bg)" } : undefined,
          }) as HTMLAttributes<HTMLElement>
        }
      />
    </Flex>
  );
}
