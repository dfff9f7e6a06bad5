import { DeleteOutlined, UserAddOutlined } from "@ant-design/icons";
import { campaignPartnerEntity } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button, Select, Tag, Typography } from "antd";
import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { entityApi } from "@/platform/entity";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { IconAction } from "@/platform/IconAction";
import { actionsColumn, type DataColumn, DataTable, FilterSelect, type TableQuery } from "@/platform/table";
import { useFeedback } from "@/platform/useFeedback";
import { RESULT_COLOURS, resultLabel, resultOptions } from "../campaignLabels";
import { type CampaignPartnerRow, type CampaignRow, campaignKeys, campaignsApi } from "../campaignsApi";
import { AddPartnersModal } from "./AddPartnersModal";

const FILTERS = ["ket_qua"];

/**
 * A campaign's partners: what came of each (changed in place), a note, removal; "Thêm khách hàng" adds
 * picked partners or those a filter matches. Each change refreshes the summary.
 */
export function CampaignPartnersTable({ campaign }: { campaign: CampaignRow }) {
  const { t, i18n } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const rights = useEntityRights(campaignPartnerEntity);
  const [adding, setAdding] = useState(false);
  const code = campaign.ma_chien_dich;

  const refresh = useCallback(() => {
    void queryClient.invalidateQueries({ queryKey: campaignKeys.partners });
    void queryClient.invalidateQueries({ queryKey: campaignKeys.summary(campaign.id) });
  }, [queryClient, campaign.id]);

  const change = useCallback(
    async (row: CampaignPartnerRow, values: Partial<Pick<CampaignPartnerRow, "ket_qua" | "ghi_chu">>) => {
      try {
        await campaignsApi.changePartner(row.id, values);
        feedback.success(t("entity.updated"));
      } catch (error) {
        feedback.error(error instanceof Error ? error.message : String(error));
      }
      refresh();
    },
    [feedback, refresh, t],
  );

  const remove = useCallback(
    (row: CampaignPartnerRow) =>
      feedback.confirm(t("crmCampaigns.removeConfirm", { name: row.ten_kh ?? row.ma_kh }), async () => {
        try {
          await entityApi.remove(campaignPartnerEntity, row.id);
          feedback.success(t("entity.deleted"));
        } catch (error) {
          feedback.error(error instanceof Error ? error.message : String(error));
        }
        refresh();
      }),
    [feedback, refresh, t],
  );

  const columns = useMemo<DataColumn<CampaignPartnerRow>[]>(() => {
    const options = resultOptions(i18n.language);
    const list: DataColumn<CampaignPartnerRow>[] = [
      { key: "ma_kh", title: t("crmCampaigns.partnerCode"), width: 120, role: "code" },
      { key: "ten_kh", title: t("crmCampaigns.partnerName"), sortable: true, width: 220, role: "label" },
      {
        key: "ket_qua",
        title: t("crmCampaigns.result"),
        sortable: true,
        width: 180,
        role: "status",
        render: (row) =>
          rights.edit ? (
            <Select
              size="small"
              value={row.ket_qua}
              options={options.map((o) => ({
                value: o.value,
                label: <Tag color={RESULT_COLOURS[o.value]}>{o.label}</Tag>,
              }))}
              onChange={(ket_qua) => change(row, { ket_qua })}
              aria-label={t("crmCampaigns.resultOf", { name: row.ten_kh ?? row.ma_kh })}
              variant="borderless"
              style={{ width: 160 }}
            />
          ) : (
            <Tag color={RESULT_COLOURS[row.ket_qua]}>{resultLabel(row.ket_qua, i18n.language)}</Tag>
          ),
        exportValue: (row) => resultLabel(row.ket_qua, i18n.language),
      },
      {
        key: "ghi_chu",
        title: t("crmCampaigns.note"),
        width: 260,
        render: (row) => (
          <Typography.Text
            editable={
              rights.edit && {
                onChange: (text) => text !== (row.ghi_chu ?? "") && change(row, { ghi_chu: text }),
                tooltip: t("entity.edit"),
                maxLength: 2000,
              }
            }
            type={row.ghi_chu ? undefined : "secondary"}
          >
            {row.ghi_chu ?? ""}
          </Typography.Text>
        ),
      },
    ];
    if (rights.del) {
      list.push(
        actionsColumn(
          t("entity.actions"),
          (row) => (
            <IconAction
              danger
              icon={<DeleteOutlined />}
              title={t("crmCampaigns.remove")}
              subject={row.ten_kh ?? row.ma_kh}
              onClick={() => remove(row)}
            />
          ),
          70,
        ),
      );
    }
    return list;
  }, [t, i18n.language, rights.edit, rights.del, change, remove]);

  const fetchPage = useCallback(
    (query: TableQuery, signal?: AbortSignal) => campaignsApi.partners(code, query, signal),
    [code],
  );

  return (
    <>
      <DataTable<CampaignPartnerRow>
        columns={columns}
        rowKey="id"
        fetchPage={fetchPage}
        queryKey={[...campaignKeys.partners, "list", code]}
        settingsKey="crm.campaign-partners"
        filterKeys={FILTERS}
        filters={(values, setFilter) => (
          <FilterSelect
            label={t("crmCampaigns.result")}
            value={values.ket_qua}
            onChange={(v) => setFilter("ket_qua", v)}
            options={resultOptions(i18n.language)}
          />
        )}
        emptyText={t("crmCampaigns.noPartners")}
        exportable={rights.print}
        exportName={`${code}-khach-hang`}
        toolbar={
          rights.edit && (
            <Button
              type="primary"
              icon={<UserAddOutlined />}
              onClick={() => setAdding(true)}
              data-testid="add-partners"
            >
              {t("crmCampaigns.addPartners")}
            </Button>
          )
        }
      />
      {adding && <AddPartnersModal campaign={campaign} onClose={() => setAdding(false)} onAdded={refresh} />}
    </>
  );
}
