import { CrownFilled, EyeOutlined } from "@ant-design/icons";
import { Tag } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { useEditDeleteActions } from "@/platform/entity/RowActions";
import { type DataColumn, rowActionsColumn } from "@/platform/table";
import { partnerField, partnerLabel } from "../partnerFields";
import type { Partner } from "../partnersApi";
import { useChoiceName } from "../useChoiceName";

interface ColumnOptions {
  /** Adds 'VIP đến ngày' (the VIP list). */
  vipUntil?: boolean;
  canEdit: boolean;
  onDelete?: (row: Partner) => void;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

/**
 * The partner list's columns: code and name open the profile; phone in full (staff see it); gender, salesperson,
 * level, source by name; VIP tag; created date; view, edit and delete as rights allow.
 */
export function usePartnerColumns({ vipUntil, canEdit, onDelete }: ColumnOptions): DataColumn<Partner>[] {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const navigate = useNavigate();
  const gender = useChoiceName(partnerField("gioi_tinh"));
  const level = useChoiceName(partnerField("ma_cap_do"));
  const source = useChoiceName(partnerField("ma_nguon"));
  const editDelete = useEditDeleteActions();

  return useMemo(() => {
    const profile = (row: Partner, content: string) => <Link to={`/crm/partners/${row.id}`}>{content}</Link>;
    const columns: DataColumn<Partner>[] = [
      {
        key: "ma_kh",
        title: partnerLabel("ma_kh", language),
        sortable: true,
        width: 120,
        role: "code",
        render: (r) => profile(r, r.ma_kh),
      },
      {
        key: "ten_kh",
        title: partnerLabel("ten_kh", language),
        sortable: true,
        width: 200,
        role: "label",
        render: (r) => profile(r, r.ten_kh),
      },
      { key: "phone", title: partnerLabel("phone", language), width: 130, role: "phone" },
      {
        key: "gioi_tinh",
        title: partnerLabel("gioi_tinh", language),
        width: 90,
        render: (r) => gender(r.gioi_tinh),
        exportValue: (r) => gender(r.gioi_tinh),
      },
      {
        key: "ma_nvbh",
        title: partnerLabel("ma_nvbh", language),
        sortable: true,
        width: 200,
        render: (r) => text(r.ten_nvbh || r.ma_nvbh),
        exportValue: (r) => text(r.ten_nvbh || r.ma_nvbh),
      },
      {
        key: "ma_cap_do",
        title: partnerLabel("ma_cap_do", language),
        width: 130,
        render: (r) => level(r.ma_cap_do),
        exportValue: (r) => level(r.ma_cap_do),
      },
      {
        key: "ma_nguon",
        title: partnerLabel("ma_nguon", language),
        width: 150,
        render: (r) => source(r.ma_nguon),
        exportValue: (r) => source(r.ma_nguon),
      },
      vipUntil
        ? { key: "vip_den_ngay", title: partnerLabel("vip_den_ngay", language), kind: "date", width: 130 }
        : {
            key: "vip",
            title: "VIP",
            width: 80,
            render: (r) =>
              r.vip ? (
                <Tag color="gold" icon={<CrownFilled />}>
                  VIP
                </Tag>
              ) : null,
            exportValue: (r) => (r.vip ? t("table.yes") : t("table.no")),
          },
      {
        key: "created_at",
        title: partnerLabel("created_at", language),
        sortable: true,
        kind: "date",
        width: 120,
      },
      { key: "ma_dvcs", title: t("navbar.branch"), width: 100 },
      // The profile is the row's page: its icon, and a card's tap; edit and delete in the row's menu.
      rowActionsColumn(t("entity.actions"), (row) =>
        editDelete({
          label: row.ten_kh,
          before: [
            {
              key: "open",
              title: t("crmPartners.profile.open"),
              icon: <EyeOutlined />,
              onClick: () => navigate(`/crm/partners/${row.id}`),
            },
          ],
          onEdit: canEdit ? () => navigate(`/crm/partners/${row.id}/edit`) : undefined,
          onDelete: onDelete && (() => onDelete(row)),
        }),
      ),
    ];
    return columns;
  }, [t, language, navigate, gender, level, source, vipUntil, canEdit, onDelete, editDelete]);
}
