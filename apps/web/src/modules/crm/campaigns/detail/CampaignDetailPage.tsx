import { ArrowLeftOutlined, EditOutlined } from "@ant-design/icons";
import { campaignEntity } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Flex, Result, Row, Skeleton, Tabs } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { EntityForm } from "@/platform/entity";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { campaignKeys, campaignsApi } from "../campaignsApi";
import { CampaignHeader } from "./CampaignHeader";
import { CampaignPartnersTable } from "./CampaignPartnersTable";
import { CampaignResultChart } from "./CampaignResultChart";
import { CampaignSummaryCards } from "./CampaignSummaryCards";
import { CampaignTasks } from "./CampaignTasks";

/**
 * /crm/campaigns/:id: the campaign (name, dates, status, budget), its numbers and a chart of its partners'
 * results, its partners (results changed in place, more added) and its appointments.
 */
export function CampaignDetailPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rights = useEntityRights(campaignEntity);
  const [editing, setEditing] = useState(false);
  const campaign = useQuery({ queryKey: campaignKeys.detail(id), queryFn: () => campaignsApi.get(id) });
  const summary = useQuery({ queryKey: campaignKeys.summary(id), queryFn: () => campaignsApi.summary(id) });

  if (campaign.error) {
    return (
      <Result
        status="warning"
        title={campaign.error.message}
        extra={<Button onClick={() => navigate("/crm/campaigns")}>{t("crmCampaigns.back")}</Button>}
      />
    );
  }
  if (!campaign.data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const data = campaign.data;

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/crm/campaigns")}>
          {t("crmCampaigns.back")}
        </Button>
        {rights.edit && (
          <Button icon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t("entity.edit")}
          </Button>
        )}
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <Flex vertical gap={16}>
            <CampaignHeader campaign={data} />
            <CampaignSummaryCards summary={summary.data} />
          </Flex>
        </Col>
        <Col xs={24} xl={10}>
          <CampaignResultChart summary={summary.data} />
        </Col>
      </Row>
      <Card size="small">
        <Tabs
          items={[
            {
              key: "partners",
              label: t("crmCampaigns.partnersTab", { count: summary.data?.total ?? 0 }),
              children: <CampaignPartnersTable campaign={data} />,
            },
            {
              key: "tasks",
              label: t("crmCampaigns.tasksTab", { count: summary.data?.tasks ?? 0 }),
              children: <CampaignTasks code={data.ma_chien_dich} />,
            },
          ]}
        />
      </Card>
      {editing && (
        <EntityForm
          definition={campaignEntity}
          record={data}
          onClose={() => setEditing(false)}
          onSaved={() => {
            setEditing(false);
            void queryClient.invalidateQueries({ queryKey: campaignKeys.all });
          }}
        />
      )}
    </Flex>
  );
}
