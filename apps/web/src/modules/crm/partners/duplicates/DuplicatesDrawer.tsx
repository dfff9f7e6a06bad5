import { partnerEntity } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Drawer, Empty, Flex, Pagination, Result, Skeleton, Typography } from "antd";
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { useEntityRights } from "@/platform/entity/useEntityRights";
import { useViewportWidth } from "@/platform/table/useViewportWidth";
import { useFeedback } from "@/platform/useFeedback";
import { type Partner, partnerKeys, partnersApi } from "../partnersApi";
import { DuplicateGroupCard } from "./DuplicateGroupCard";
import { partnerName } from "./mergeChoice";

const PAGE_SIZE = 20;

/**
 * 'Tìm trùng': groups of partners sharing a phone number (phone or other phone). For each, the user picks the
 * one to keep and merges another into it, after a confirmation telling what moves (needs edit and delete).
 */
export function DuplicatesDrawer({ onClose, onMerged }: { onClose: () => void; onMerged: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  const queryClient = useQueryClient();
  const rights = useEntityRights(partnerEntity);
  const width = useViewportWidth();
  const [pageIndex, setPageIndex] = useState(1);
  const groups = useQuery({
    queryKey: partnerKeys.duplicates(pageIndex),
    queryFn: () => partnersApi.duplicates(pageIndex, PAGE_SIZE),
  });

  const merge = (keep: Partner, remove: Partner) =>
    feedback.confirm(
      t("crmPartners.duplicates.confirm", {
        keep: partnerName(keep),
        remove: partnerName(remove),
        keepCode: keep.ma_kh,
        removeCode: remove.ma_kh,
      }),
      async () => {
        try {
          await partnersApi.merge(keep.id, remove.id);
          feedback.success(t("crmPartners.duplicates.merged", { keep: keep.ma_kh, remove: remove.ma_kh }));
          await queryClient.invalidateQueries({ queryKey: partnerKeys.all });
          onMerged();
        } catch (error) {
          feedback.error(error instanceof Error ? error.message : String(error));
        }
      },
    );

  let body: ReactNode;
  if (groups.error) body = <Result status="warning" title={groups.error.message} />;
  else if (!groups.data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (groups.data.items.length === 0) body = <Empty description={t("crmPartners.duplicates.none")} />;
  else
    body = (
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t("crmPartners.duplicates.hint")}</Typography.Text>
        {groups.data.items.map((group) => (
          <DuplicateGroupCard key={group.phone} group={group} onMerge={rights.edit && rights.del ? merge : undefined} />
        ))}
        {groups.data.total > PAGE_SIZE && (
          <Pagination
            current={pageIndex}
            pageSize={PAGE_SIZE}
            total={groups.data.total}
            onChange={setPageIndex}
            simple
          />
        )}
      </Flex>
    );

  return (
    <Drawer
      open
      title={t("crmPartners.duplicates.title")}
      onClose={onClose}
      size={Math.min(900, width)}
      data-testid="duplicates-drawer"
    >
      {body}
    </Drawer>
  );
}
