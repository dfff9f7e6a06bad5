import { CrownFilled, PhoneOutlined, ShopOutlined, UserOutlined } from "@ant-design/icons";
import { formatDate } from "@sen/core";
import { Card, Flex, Tag } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ProfileFact as Fact, ProfileHeading } from "@/platform/ProfileParts";
import { useSession } from "@/platform/session/sessionStore";
import { partnerField } from "../partnerFields";
import type { Partner } from "../partnersApi";
import { splitTags } from "../partnerTags";
import { useChoiceName } from "../useChoiceName";

/** Who the partner is at a glance: name, code, phone, tags, VIP, level, salesperson and branch; then `actions`. */
export function PartnerHeaderCard({ partner, actions }: { partner: Partner; actions: ReactNode }) {
  const { t } = useTranslation();
  const branch = useSession((s) => s.branches?.find((b) => b.ma_dvcs === partner.ma_dvcs));
  const tags = splitTags(partner.tags);
  const level = useChoiceName(partnerField("ma_cap_do"));
  return (
    <Card size="small" data-testid="partner-header">
      <ProfileHeading
        name={partner.ten_kh}
        code={partner.ma_kh}
        nameTestId="partner-name"
        actions={actions}
        tags={
          Boolean(partner.vip) && (
            <Tag color="gold" icon={<CrownFilled />} style={{ marginInlineEnd: 0 }}>
              {partner.vip_den_ngay
                ? t("crmPartners.profile.vipUntil", { date: formatDate(partner.vip_den_ngay) })
                : "VIP"}
            </Tag>
          )
        }
      >
        {tags.length > 0 && (
          <Flex gap={4} wrap>
            {tags.map((tag) => (
              <Tag key={tag} color="blue" style={{ marginInlineEnd: 0 }}>
                {tag}
              </Tag>
            ))}
          </Flex>
        )}
      </ProfileHeading>
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
