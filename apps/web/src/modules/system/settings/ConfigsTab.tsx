import { SearchOutlined } from "@ant-design/icons";
import { configGroupInUse, foldedIncludes, hasRight } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Flex, Input, Result, Row, Skeleton, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { StickyActions } from "@/platform/forms/StickyActions";
import { pick } from "@/platform/i18n";
import { useIsBuilt } from "@/platform/routing/useIsBuilt";
import { useSession } from "@/platform/session/sessionStore";
import type { ConfigEntry } from "@/platform/session/types";
import { useFeedback } from "@/platform/useFeedback";
import { ConfigInput } from "./ConfigInput";
import { configKeys, configsApi } from "./configsApi";
import { type ConfigRow, changedConfigs, groupConfigs, isJsonList } from "./configValues";

/**
 * 'Tham số hệ thống': every config by group, each edited by its type; one 'Lưu' sends the changed
 * ones in the batch PUT, then the session's configs are replaced so the app follows them at once.
 */
export function ConfigsTab() {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const canEdit = useSession((s) => Boolean(s.user && hasRight(s.user, "system.settings", "edit")));
  const configs = useQuery({ queryKey: configKeys.all, queryFn: configsApi.list });
  const [edited, setEdited] = useState<Record<string, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saving, setSaving] = useState(false);
  const [filter, setFilter] = useState("");
  const isBuilt = useIsBuilt();

  if (configs.error) return <Result status="warning" title={configs.error.message} />;
  if (!configs.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  // Settings of areas that have no screen yet would change nothing a user can see.
  const rows = configs.data.filter((row) => configGroupInUse(row.group, isBuilt));
  const changes = changedConfigs(rows, edited);
  const badJson = rows.filter(
    (r) => r.type === "json" && edited[r.name] !== undefined && !isJsonList(edited[r.name] ?? ""),
  );

  async function save() {
    if (changes.length === 0) return feedback.info(t("system.common.noChanges"));
    if (badJson.length > 0) return feedback.error(t("system.settings.jsonInvalid"));
    setSaving(true);
    setErrors({});
    try {
      await configsApi.saveMany(changes);
      const fresh = await queryClient.fetchQuery({ queryKey: configKeys.all, queryFn: configsApi.list, staleTime: 0 });
      useSession.setState({ configs: fresh as ConfigEntry[] });
      setEdited({});
      feedback.success(t("system.common.saved"));
    } catch (error) {
      if (error instanceof ApiError && error.errors) setErrors(error.errors);
      feedback.error(error instanceof Error ? error.message : String(error));
    } finally {
      setSaving(false);
    }
  }

  const describe = (row: ConfigRow) =>
    row.description ? pick({ vi: row.description, en: row.description_en }, i18n.language) : row.name;

  const shown = rows.filter((row) => foldedIncludes(`${describe(row)} ${row.name}`, filter));

  return (
    <Flex vertical gap={16}>
      <Input
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t("system.settings.find")}
        aria-label={t("system.settings.find")}
        value={filter}
        onChange={(e) => setFilter(e.target.value)}
        style={{ maxWidth: 360 }}
      />
      {groupConfigs(shown).map(([group, list]) => (
        <Card key={group} size="small" title={t(`system.settings.groups.${group}`, { defaultValue: group })}>
          {list.map((row, index) => {
            const label = describe(row);
            const message = errors[row.name];
            return (
              <Row
                key={row.name}
                gutter={[16, 4]}
                align="middle"
                data-config={row.name}
                style={{
                  padding: "8px 0",
                  borderTop: index > 0 ? "1px solid var(--ant-color-split)" : undefined,
                }}
              >
                <Col xs={24} md={14}>
                  <Flex vertical>
                    <Typography.Text>{label}</Typography.Text>
                    <Typography.Text type="secondary" code style={{ fontSize: 12, alignSelf: "flex-start" }}>
                      {row.name}
                    </Typography.Text>
                  </Flex>
                </Col>
                <Col xs={24} md={10}>
                  <ConfigInput
                    type={row.type}
                    label={label}
                    value={edited[row.name] ?? row.value}
                    invalid={Boolean(message)}
                    disabled={!canEdit || saving}
                    onChange={(value) => setEdited((all) => ({ ...all, [row.name]: value }))}
                  />
                  {message && <Typography.Text type="danger">{message}</Typography.Text>}
                </Col>
              </Row>
            );
          })}
        </Card>
      ))}
      {canEdit && (
        <StickyActions gap={12}>
          {changes.length > 0 && (
            <Typography.Text type="warning">{t("system.settings.changed", { count: changes.length })}</Typography.Text>
          )}
          <Button type="primary" onClick={save} loading={saving} data-testid="configs-save">
            {t("system.common.save")}
          </Button>
        </StickyActions>
      )}
    </Flex>
  );
}
