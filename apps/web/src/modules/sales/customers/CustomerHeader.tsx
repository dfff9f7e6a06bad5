import { PhoneOutlined, ShopOutlined, UserOutlined } from "@ant-design/icons";
import { formatDate } from "@sen/core";
import { Flex, Statistic } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Panel } from "@/platform/Panel";
import { ProfileFact as Fact, ProfileHeading } from "@/platform/ProfileParts";
import { useSession } from "@/platform/session/sessionStore";
import { MemberCardTag, money, VipTag } from "./customerParts";
import type { CustomerOverview } from "./customersApi";

function Figure({ title, value, testId }: { title: string; value: string; testId: string }) {
  return (
    <div data-testid={testId}>
      <Statistic title={title} value={value} />
    </div>
  );
}

/** Who the customer is and what they bought, at a glance; then `actions`. */
export function CustomerHeader({ customer, actions }: { customer: CustomerOverview; actions: ReactNode }) {
  const { t } = useTranslation();
  const branch = useSession((s) => s.branches?.find((b) => b.ma_dvcs === customer.ma_dvcs));
  return (
    <Panel style={{ padding: 16 }} data-testid="customer-header">
      <ProfileHeading
        name={customer.ten_kh}
        code={customer.ma_kh}
        nameTestId="customer-name"
        actions={actions}
        tags={
          <>
            <MemberCardTag figures={customer} />
            <VipTag figures={customer} />
          </>
        }
      >
        <Flex gap={24} wrap>
          <Fact icon={<PhoneOutlined />} label={t("salesCustomers.overview.phone")}>
            {customer.phone}
          </Fact>
          <Fact icon={<UserOutlined />} label={t("salesCustomers.overview.salesperson")}>
            {customer.ma_nvbh && `${customer.ma_nvbh} · ${customer.ten_nvbh ?? ""}`}
          </Fact>
          <Fact icon={<ShopOutlined />} label={t("salesCustomers.overview.branch")}>
            {branch ? `${branch.ma_dvcs} · ${branch.ten_dvcs}` : customer.ma_dvcs}
          </Fact>
        </Flex>
      </ProfileHeading>
      <Flex gap={32} wrap style={{ marginTop: 16 }} data-testid="customer-figures">
        <Figure testId="customer-total" title={t("salesCustomers.figures.total")} value={money(customer.tong_mua)} />
        <Figure testId="customer-bills" title={t("salesCustomers.figures.bills")} value={String(customer.so_hd)} />
        <Figure
          testId="customer-last-visit"
          title={t("salesCustomers.figures.lastVisit")}
          value={customer.lan_cuoi ? formatDate(customer.lan_cuoi) : t("salesCustomers.figures.never")}
        />
        <Figure
          testId="customer-prepaid"
          title={t("salesCustomers.figures.prepaid")}
          value={money(customer.so_du_the)}
        />
      </Flex>
    </Panel>
  );
}
