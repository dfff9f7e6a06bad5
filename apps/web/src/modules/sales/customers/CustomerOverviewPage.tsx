import { ArrowLeftOutlined, CreditCardOutlined, EditOutlined, IdcardOutlined } from "@ant-design/icons";
import { CUSTOMER_CARD_STATE, hasRight } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Col, Flex, Result, Row, Skeleton } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { ApiError } from "@/platform/api";
import { useSession } from "@/platform/session/sessionStore";
import { CustomerPointsPanel } from "../points/CustomerPointsPanel";
import { CustomerPackagesPanel } from "../services/CustomerPackagesPanel";
import { CustomerCardsPanel } from "./CustomerCardsPanel";
import { CustomerGroupsPanel } from "./CustomerGroups";
import { CustomerHeader } from "./CustomerHeader";
import { CustomerSalesPanel } from "./CustomerSalesPanel";
import { customerKeys, customersApi } from "./customersApi";
import { IssueCardModal } from "./IssueCardModal";

/**
 * A customer as sales sees them (/sales/customers/:id, the partner's id): who they are, what they bought and when,
 * their groups ('Đổi nhóm'), membership cards ('Cấp thẻ thành viên' while none is in use) and prepaid cards, latest
 * bills and VIP reviews; their details are edited in the partner form ('Sửa thông tin').
 */
export function CustomerOverviewPage() {
  const { t } = useTranslation();
  const { id = "" } = useParams();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = useSession((s) => s.user);
  const can = (command: "crm.partners" | "sales.customers" | "sales.customer-cards", right: "read" | "add" | "edit") =>
    Boolean(user && hasRight(user, command, right));
  const [issuing, setIssuing] = useState(false);
  const overview = useQuery({ queryKey: customerKeys.detail(id), queryFn: () => customersApi.get(id) });
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: customerKeys.all });
    void queryClient.invalidateQueries({ queryKey: customerKeys.cards });
    void queryClient.invalidateQueries({ queryKey: customerKeys.cardHistories });
  };

  const back = (
    <div>
      <Button icon={<ArrowLeftOutlined />} onClick={() => navigate("/sales/customers")}>
        {t("salesCustomers.overview.back")}
      </Button>
    </div>
  );
  if (overview.error) {
    const status = overview.error instanceof ApiError ? overview.error.status : 500;
    return (
      <Flex vertical gap={16}>
        {back}
        <Result status={status === 404 ? "404" : "error"} title={overview.error.message} />
      </Flex>
    );
  }
  const customer = overview.data;
  if (!customer) return <Skeleton active paragraph={{ rows: 10 }} />;
  const hasCardInUse = customer.the_thanh_vien.some((c) => c.trang_thai === CUSTOMER_CARD_STATE.active);

  const actions = (
    <>
      {can("crm.partners", "edit") && (
        <Button
          type="primary"
          icon={<EditOutlined />}
          onClick={() => navigate(`/crm/partners/${customer.id}/edit`)}
          data-testid="customer-edit"
        >
          {t("salesCustomers.overview.edit")}
        </Button>
      )}
      {can("crm.partners", "read") && (
        <Button icon={<IdcardOutlined />} onClick={() => navigate(`/crm/partners/${customer.id}`)}>
          {t("salesCustomers.overview.crmProfile")}
        </Button>
      )}
    </>
  );
  const issueButton = can("sales.customer-cards", "add") && !hasCardInUse && (
    <Button
      size="small"
      icon={<CreditCardOutlined />}
      onClick={() => setIssuing(true)}
      data-testid="customer-issue-card"
    >
      {t("salesCustomers.overview.issueCard")}
    </Button>
  );

  return (
    <Flex vertical gap={16}>
      {back}
      <CustomerHeader customer={customer} actions={actions} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            <CustomerGroupsPanel customer={customer} canEdit={can("sales.customers", "edit")} onSaved={refresh} />
            <CustomerCardsPanel customer={customer} issueButton={issueButton} />
            {customer.ma_kh && <CustomerPackagesPanel ma_kh={customer.ma_kh} />}
          </Flex>
        </Col>
        <Col xs={24} xl={12}>
          <Flex vertical gap={16}>
            <CustomerSalesPanel customer={customer} />
            {customer.ma_kh && <CustomerPointsPanel ma_kh={customer.ma_kh} />}
          </Flex>
        </Col>
      </Row>
      {issuing && (
        <IssueCardModal
          customer={{ ma_kh: customer.ma_kh ?? "", ten_kh: customer.ten_kh }}
          onClose={() => setIssuing(false)}
          onIssued={() => {
            setIssuing(false);
            refresh();
          }}
        />
      )}
    </Flex>
  );
}
