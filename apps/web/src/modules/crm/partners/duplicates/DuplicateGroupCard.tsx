import { MergeCellsOutlined, PhoneOutlined } from "@ant-design/icons";
import { formatDate } from "@sen/core";
import { Button, Card, Flex, Radio, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { partnerLabel } from "../partnerFields";
import type { DuplicateGroup, Partner } from "../partnersApi";
import { defaultKeep } from "./mergeChoice";

interface DuplicateGroupCardProps {
  group: DuplicateGroup;
  /** Absent without the rights to edit and delete partners. */
  onMerge?: (keep: Partner, remove: Partner) => void;
}

/** Partners sharing one number: which one to keep, and a merge button on each of the others. */
export function DuplicateGroupCard({ group, onMerge }: DuplicateGroupCardProps) {
  const { t, i18n } = useTranslation();
  const label = (name: string) => partnerLabel(name, i18n.language);
  const [keepId, setKeepId] = useState(() => defaultKeep(group.partners)?.id);
  const keep = group.partners.find((p) => p.id === keepId);

  return (
    <Card
      size="small"
      data-testid={`duplicate-group-${group.phone}`}
      title={
        <>
          <PhoneOutlined /> {group.phone} · {t("crmPartners.duplicates.count", { count: group.partners.length })}
        </>
      }
    >
      <Table<Partner>
        rowKey="id"
        size="small"
        pagination={false}
        scroll={{ x: "max-content" }}
        dataSource={group.partners}
        columns={[
          {
            key: "keep",
            title: t("crmPartners.duplicates.keep"),
            width: 80,
            render: (_, row) => (
              <Radio
                checked={row.id === keepId}
                onChange={() => setKeepId(row.id)}
                aria-label={`${t("crmPartners.duplicates.keep")} ${row.ma_kh}`}
              />
            ),
          },
          {
            key: "partner",
            title: t("crmPartners.duplicates.partner"),
            render: (_, row) => (
              <Flex vertical>
                <Link to={`/crm/partners/${row.id}`}>{row.ma_kh}</Link>
                <Typography.Text>{row.ten_kh}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: "phones",
            title: t("crmPartners.duplicates.phones"),
            render: (_, row) => (
              <Flex vertical>
                <span>{row.phone}</span>
                {row.phone2 && <Typography.Text type="secondary">{row.phone2}</Typography.Text>}
              </Flex>
            ),
          },
          {
            key: "owner",
            title: label("ma_nvbh"),
            render: (_, row) => (
              <Flex vertical>
                <span>{row.ten_nvbh}</span>
                <Typography.Text type="secondary">{formatDate(row.created_at)}</Typography.Text>
              </Flex>
            ),
          },
          {
            key: "merge",
            title: "",
            render: (_, row) =>
              onMerge &&
              keep &&
              row.id !== keep.id && (
                <Button
                  size="small"
                  icon={<MergeCellsOutlined />}
                  onClick={() => onMerge(keep, row)}
                  data-testid={`merge-${row.ma_kh}`}
                >
                  {t("crmPartners.duplicates.mergeInto", { code: keep.ma_kh })}
                </Button>
              ),
          },
        ]}
      />
    </Card>
  );
}
