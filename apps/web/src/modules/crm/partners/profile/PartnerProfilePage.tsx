import { ArrowLeftOutlined, DeleteOutlined, EditOutlined, SwapOutlined } from "@ant-design/icons";
import { hasRight, partnerEntity } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Card, Col, Flex, Row, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { useEntityDelete } from "@/platform/entity/useEntityDelete";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { useSession } from "@/platform/session/sessionStore";
import { partnerKeys, partnersApi } from "../partnersApi";
import { TransferModal } from "../transfer/TransferModal";
import { NotInSelectedBranches } from "./NotInSelectedBranches";
import { PartnerDetails } from "./PartnerDetails";
import { PartnerHeaderCard } from "./PartnerHeaderCard";
import { PartnerTimeline } from "./PartnerTimeline";
import { QuickActivityButtons } from "./QuickActivityButtons";

/**
 * /crm/partners/:id: the partner's card (Sửa, Xóa, Chuyển giao as rights allow), every detail, and one timeline of
 * what happened with them, with quick 'Thêm lịch hẹn' and 'Ghi cuộc gọi'.
 */
export function PartnerProfilePage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const rights = useEntityRights(partnerEntity);
  const canTransfer = Boolean(user && hasRight(user, "crm.partners-transfer", "edit"));
  const [transferring, setTransferring] = useState(false);
  const partner = useQuery({ queryKey: partnerKeys.detail(id), queryFn: () => partnersApi.get(id) });
  const { deleteOne } = useEntityDelete(partnerEntity, () => {
    void queryClient.invalidateQueries({ queryKey: partnerKeys.all });
    navigate("/crm/partners");
  });

  if (partner.error) return <NotInSelectedBranches error={partner.error} />;
  if (!partner.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  const p = partner.data;

  const actions = (
    <>
      {rights.edit && (
        <Button
          type="primary"
          icon={<EditOutlined />}
          onClick={() => navigate(`/crm/partners/${p.id}/edit`)}
          data-testid="partner-edit"
        >
          {t("entity.edit")}
        </Button>
      )}
      {canTransfer && (
        <Button icon={<SwapOutlined />} onClick={() => setTransferring(true)} data-testid="partner-transfer">
          {t("crmPartners.transfer.submit")}
        </Button>
      )}
      {rights.del && (
        <Button
          danger
          icon={<DeleteOutlined />}
          onClick={() => deleteOne(p, `${p.ma_kh} ${p.ten_kh}`)}
          data-testid="partner-delete"
        >
          {t("entity.delete")}
        </Button>
      )}
    </>
  );

  return (
    <Flex vertical gap={16}>
      <div>
        <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/crm/partners")}>
          {t("crmPartners.profile.back")}
        </Button>
      </div>
      <PartnerHeaderCard partner={p} actions={actions} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <PartnerDetails partner={p} />
        </Col>
        <Col xs={24} xl={10}>
          <Card size="small" title={t("crmPartners.timeline.title")}>
            <Flex vertical gap={16}>
              <Flex gap={8} wrap>
                <QuickActivityButtons partner={p} />
              </Flex>
              <PartnerTimeline partner={p} />
            </Flex>
          </Card>
        </Col>
      </Row>
      {transferring && <TransferModal partner={p} onClose={() => setTransferring(false)} />}
    </Flex>
  );
}
