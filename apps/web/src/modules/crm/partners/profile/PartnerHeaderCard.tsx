import { CrownFilled, PhoneOutlined, ShopOutlined, UserOutlined } from "@ant-design/icons";
import { formatDate } from "@sen/core";
import { Avatar, Card, Flex, Tag, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useSession } from "@/platform/session/sessionStore";
import { partnerField } from "../partnerFields";
import type { Partner } from "../partnersApi";
import { splitTags } from "../partnerTags";
import { useChoiceName } from "../useChoiceName";

const initials = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(-2)
    .map((word) => word[0]?.toUpperCase())
    .join("");

function Fact({ icon, label, children }: { icon?: ReactNode; label: string; children: ReactNode }) {
  return (
    <Flex vertical gap={0} style={{ minWidth: 140 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label}
      </Typography.Text>
      <Typography.Text>
        {icon} {children || "—"}
      </Typography.Text>
    </Flex>
  );
}

/** Who the partner is at a glance: name, code, phone, tags, VIP, level, salesperson and branch; then `actions`. */
export function PartnerHeaderCard({ partner, actions }: { partner: Partner; actions: ReactNode }) {
  const { t } = useTranslation();
  const branch = useSession((s) => s.branches?.find((b) => b.ma_dvcs === partner.ma_dvcs));
  const tags = splitTags(partner.tags);
  const level = useChoiceName(partnerField("ma_cap_do"));
  return (
    <Card size="small" data-testid="partner-header">
      <Flex gap={16} wrap align="flex-start" justify="space-between">
        <Flex gap={16} align="center" style={{ minWidth: 0 }}>
          <Avatar size={56} style={{ background: "var(--ant-color-primary)", flex: "none" }}>
            {initials(partner.ten_kh) || <UserOutlined />}
          </Avatar>
          <Flex vertical gap={4} style={{ minWidth: 0 }}>
            <Flex gap={8} wrap align="center">
              <Typography.Title level={4} style={{ margin: 0 }} data-testid="partner-name">
                {partner.ten_kh}
              </Typography.Title>
              <Tag style={{ marginInlineEnd: 0 }}>{partner.ma_kh}</Tag>
              {Boolean(partner.vip) && (
                <Tag color="gold" icon={<CrownFilled />} style={{ marginInlineEnd: 0 }}>
                  {partner.vip_den_ngay
                    ? t("crmPartners.profile.vipUntil", { date: formatDate(partner.vip_den_ngay) })
                    : "VIP"}
                </Tag>
              )}
            </Flex>
            {tags.length > 0 && (
              <Flex gap={4} wrap>
                {tags.map((tag) => (
                  <Tag key={tag} color="blue" style={{ marginInlineEnd: 0 }}>
                    {tag}
                  </Tag>
                ))}
              </Flex>
            )}
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          {actions}
        </Flex>
      </Flex>
      <Flex gap={24} wrap style={{ marginTop: 16 }}>
        <Fact icon={<PhoneOutlined />} label={t("crmPartners.profile.phone")}>
          {partner.phone && <span data-testid="partner-phone">{partner.phone}</span>}
        </Fact>
        <Fact label={t("crmPartners.profile.level")}>{level(partner.ma_cap_do)}</Fact>
        <Fact icon={<UserOutlined />} label={t("crmPartners.profile.salesperson")}>
          {partner.ma_nvbh && `${partner.ma_nvbh} · ${partner.ten_nvbh ?? ""}`}
        </Fact>
        <Fact icon={<ShopOutlined />} label={t("navbar.branch")}>
          {branch ? `${branch.ma_dvcs} · ${branch.ten_dvcs}` : partner.ma_dvcs}
        </Fact>
      </Flex>
    </Card>
  );
}
