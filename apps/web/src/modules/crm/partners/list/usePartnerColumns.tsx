import { CrownFilled, EyeOutlined } from "@ant-design/icons";
import { partnerEntity, pick } from "@sen/core";
import { Tag } from "antd";
import { useCallback, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import type { EntityRow } from "@/platform/entity";
import { useEditDeleteActions } from "@/platform/entity/RowActions";
import { useEntityColumns } from "@/platform/entity/useEntityColumns";
import type { DataColumn } from "@/platform/table";
import { partnerField } from "../partnerFields";
import type { Partner } from "../partnersApi";
import { useChoiceName } from "../useChoiceName";
import { useProvinceName } from "./useProvinceName";

interface ColumnOptions {
  /** Shows 'VIP đến ngày' in place of the VIP tag (the VIP list). */
  vipUntil?: boolean;
  canEdit: boolean;
  onDelete?: (row: Partner) => void;
}

type Column = DataColumn<Partner>;

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));
const named = (name: (row: Partner) => string): Partial<Column> => ({ render: name, exportValue: name });

/**
 * The partner list's columns: the definition's list fields, as every entity list draws them, read the way staff
 * read a customer: code and name open the profile, choices and the salesperson by name, the province by name, a
 * VIP tag, the day it was created; view, edit and delete as rights allow.
 */
export function usePartnerColumns({ vipUntil, canEdit, onDelete }: ColumnOptions): Column[] {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const gender = useChoiceName(partnerField("gioi_tinh"));
  const level = useChoiceName(partnerField("ma_cap_do"));
  const source = useChoiceName(partnerField("ma_nguon"));
  const province = useProvinceName();

  const editDelete = useEditDeleteActions();
  // The profile is the row's page: its icon, and a card's tap; edit and delete in the row's menu.
  const actions = useCallback(
    (entityRow: EntityRow) => {
      const row = entityRow as Partner;
      return editDelete({
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
      });
    },
    [t, navigate, canEdit, onDelete, editDelete],
  );
  const fromDefinition: Column[] = useEntityColumns(partnerEntity, actions);

  return useMemo(() => {
    const profile = (row: Partner, content: string | null) => <Link to={`/crm/partners/${row.id}`}>{content}</Link>;
    const vipTag: Partial<Column> = {
      title: "VIP",
      width: 80,
      render: (r) =>
        r.vip ? (
          <Tag color="gold" icon={<CrownFilled />}>
            VIP
          </Tag>
        ) : null,
      exportValue: (r) => (r.vip ? t("table.yes") : t("table.no")),
    };
    const vipUntilDate: Partial<Column> = {
      key: "vip_den_ngay",
      title: pick(partnerField("vip_den_ngay").label, i18n.language),
      kind: "date",
      width: 130,
      render: undefined,
      exportValue: undefined,
    };
    const own: Record<string, Partial<Column>> = {
      ma_kh: { width: 120, render: (r) => profile(r, r.ma_kh) },
      ten_kh: { width: 200, render: (r) => profile(r, r.ten_kh) },
      phone: { width: 130 },
      gioi_tinh: { width: 90, ...named((r) => gender(r.gioi_tinh)) },
      dia_ban: { title: t("crmPartners.list.province"), width: 180, ...named(province) },
      ma_nguon: { width: 150, ...named((r) => source(r.ma_nguon)) },
      ma_cap_do: { width: 130, ...named((r) => level(r.ma_cap_do)) },
      vip: vipUntil ? vipUntilDate : vipTag,
      ma_nvbh: { sortable: true, width: 200, ...named((r) => text(r.ten_nvbh || r.ma_nvbh)) },
      created_at: { kind: "date", width: 120 },
      ma_dvcs: { width: 100 },
    };
    return fromDefinition.map((column) => ({ ...column, ...own[column.key] }));
  }, [fromDefinition, t, i18n.language, gender, level, source, province, vipUntil]);
}
