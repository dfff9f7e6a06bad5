import { DATE_FORMAT, TIME_FORMAT, toDayjs } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Flex, Skeleton, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChoiceName } from "../ChoiceName";
import { partnerField, partnerLabel } from "../partnerFields";
import { type Partner, partnerKeys, partnersApi } from "../partnersApi";
import { statusLabel } from "../profile/timelineKinds";
import { useAddressText } from "../profile/useAddressText";

const LAST_ACTIVITIES = 3;
const AT_FORMAT = `${DATE_FORMAT} ${TIME_FORMAT}`;

function Line({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Typography.Text>
      <Typography.Text type="secondary">{label}: </Typography.Text>
      {children}
    </Typography.Text>
  );
}

/** A found partner's details (crm_partner_search_detail): address, source, level and the last activities. */
export function SearchResultDetails({ partner }: { partner: Partner }) {
  const { t, i18n } = useTranslation();
  const address = useAddressText(partner);
  const timeline = useQuery({
    queryKey: partnerKeys.timeline(partner.id),
    queryFn: () => partnersApi.timeline(partner.id),
  });
  const last = (timeline.data ?? []).slice(0, LAST_ACTIVITIES);

  let activities: ReactNode = t("crmPartners.timeline.empty");
  if (timeline.isPending) activities = <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  else if (last.length > 0)
    activities = (
      <ul style={{ margin: 0, paddingInlineStart: 18 }}>
        {last.map((item) => (
          <li key={`${item.kind}-${item.id}`}>
            {[
              toDayjs(item.at)?.format(AT_FORMAT),
              t(`crmPartners.timeline.kinds.${item.kind}`),
              item.title,
              item.status && statusLabel(item.kind, item.status, i18n.language),
            ]
              .filter(Boolean)
              .join(" · ")}
          </li>
        ))}
      </ul>
    );

  // Plain lines, not a descriptions table: the results table sizes its columns to their content.
  return (
    <Flex vertical gap={4} style={{ maxWidth: 860, whiteSpace: "normal" }}>
      <Line label={t("crmPartners.profile.address")}>{address || "—"}</Line>
      <Line label={partnerLabel("ma_nguon", i18n.language)}>
        <ChoiceName field={partnerField("ma_nguon")} value={partner.ma_nguon} />
      </Line>
      <Line label={partnerLabel("ma_cap_do", i18n.language)}>
        <ChoiceName field={partnerField("ma_cap_do")} value={partner.ma_cap_do} />
      </Line>
      <Line label={t("crmPartners.search.lastActivities")}>{activities}</Line>
    </Flex>
  );
}
