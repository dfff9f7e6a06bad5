import { DATE_FORMAT, TIME_FORMAT, toDayjs } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Empty, Flex, Result, Skeleton, Tag, Timeline, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { type Partner, partnerKeys, partnersApi, type TimelineItem } from "../partnersApi";
import { statusLabel, TIMELINE_LOOK } from "./timelineKinds";
import { timelineLink } from "./timelineLinks";

const AT_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

function ItemContent({ item, code }: { item: TimelineItem; code: string }) {
  const { t, i18n } = useTranslation();
  const link = timelineLink(item, code);
  return (
    <Flex vertical gap={2} data-testid={`timeline-${item.kind}`}>
      <Flex gap={8} wrap align="center">
        <Tag color={TIMELINE_LOOK[item.kind].color} style={{ marginInlineEnd: 0 }}>
          {t(`crmPartners.timeline.kinds.${item.kind}`)}
        </Tag>
        {link ? <Link to={link}>{item.title}</Link> : <Typography.Text strong>{item.title}</Typography.Text>}
        {item.status && <Tag style={{ marginInlineEnd: 0 }}>{statusLabel(item.kind, item.status, i18n.language)}</Tag>}
      </Flex>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {[toDayjs(item.at)?.format(AT_FORMAT), item.employee].filter(Boolean).join(" · ")}
      </Typography.Text>
      {item.detail && <Typography.Text>{item.detail}</Typography.Text>}
    </Flex>
  );
}

/**
 * Everything that happened with the partner, newest first: appointments, tickets, calls, complaints and transfers
 * (bills and cards join when Sales lands), each with its icon, colour and a link to its list.
 */
export function PartnerTimeline({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const timeline = useQuery({
    queryKey: partnerKeys.timeline(partner.id),
    queryFn: () => partnersApi.timeline(partner.id),
  });
  if (timeline.error) return <Result status="warning" title={timeline.error.message} />;
  if (!timeline.data) return <Skeleton active paragraph={{ rows: 5 }} />;
  const items = timeline.data;
  const noSales = !items.some((item) => item.kind === "bill" || item.kind === "card");
  return (
    <Flex vertical gap={12} data-testid="partner-timeline">
      {items.length === 0 ? (
        <Empty description={t("crmPartners.timeline.empty")} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Timeline
          items={items.map((item) => ({
            key: `${item.kind}-${item.id}`,
            icon: (
              <span style={{ color: TIMELINE_LOOK[item.kind].color, fontSize: 16 }}>
                {TIMELINE_LOOK[item.kind].icon}
              </span>
            ),
            content: <ItemContent item={item} code={partner.ma_kh ?? ""} />,
          }))}
        />
      )}
      {noSales && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t("crmPartners.timeline.salesLater")}
        </Typography.Text>
      )}
    </Flex>
  );
}
