import { InboxOutlined } from "@ant-design/icons";
import { API_DATE_FORMAT, DOCUMENT_STATUS, formatDate, formatNumber } from "@sen/core";
import { useQuery } from "@tanstack/react-query";
import { Button, Flex, Table, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dayjs } from "@/platform/dates";
import { BackTitle } from "@/platform/document/BackTitle";
import { useDocumentRights } from "@/platform/document/useDocumentActions";
import { useDocumentBranch } from "@/platform/document/useDocumentBranch";
import { Panel } from "@/platform/Panel";
import { noNameApi, noNameKeys, type PendingTransfer } from "./noNameApi";
import { receiveKind } from "./noNameKinds";
import { usePostDocument } from "./usePostDocument";

/**
 * 'Nhận thẻ vô danh' (/sales/no-name-receives/new): the transfers sent to the selected branch whose cards are still
 * on their way, each received with one click ('Nhận thẻ': all its cards go into the branch's stock, today).
 */
export function ReceivePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const rights = useDocumentRights(receiveKind);
  const ma_dvcs = useDocumentBranch();
  const { data, isLoading } = useQuery({
    queryKey: noNameKeys.pending,
    queryFn: ({ signal }) => noNameApi.pending(signal),
  });
  const { post, problems, posting } = usePostDocument(receiveKind);
  const [busy, setBusy] = useState<string>();

  const receive = async (transfer: PendingTransfer) => {
    setBusy(transfer.stt_rec);
    const body = {
      ngay_ct: dayjs().format(API_DATE_FORMAT),
      ma_dvcs: transfer.ma_dvcs_nhan,
      stt_rec_ck: transfer.stt_rec,
      status: DOCUMENT_STATUS.posted,
    };
    await post(body, { header: [], lineColumns: [], lines: 0 }, (saved) =>
      t("noName.receive.done", { count: formatNumber(transfer.so_luong), so_ct: saved.so_ct }),
    );
    setBusy(undefined);
  };

  return (
    <Panel
      title={
        <BackTitle onBack={() => navigate(receiveKind.path)}>
          <span>{t("noName.receive.title")}</span>
        </BackTitle>
      }
    >
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">{t("noName.receive.hint")}</Typography.Text>
        {problems.length > 0 && (
          <Typography.Text type="danger" data-testid="no-name-refused">
            {problems.join(" ")}
          </Typography.Text>
        )}
        <Table<PendingTransfer>
          rowKey="stt_rec"
          size="small"
          loading={isLoading}
          pagination={false}
          scroll={{ x: "max-content" }}
          dataSource={(data?.items ?? []).filter((p) => !ma_dvcs || p.ma_dvcs_nhan === ma_dvcs)}
          locale={{ emptyText: t("noName.receive.none") }}
          data-testid="no-name-pending"
          columns={[
            { key: "so_ct", title: t("noName.receive.transfer"), dataIndex: "so_ct" },
            { key: "ngay_ct", title: t("noName.date"), render: (_, r) => formatDate(r.ngay_ct) },
            { key: "ma_dvcs", title: t("noName.receive.from"), dataIndex: "ma_dvcs" },
            {
              key: "so_luong",
              title: t("noName.quantity"),
              align: "right",
              render: (_, r) => formatNumber(r.so_luong),
            },
            {
              key: "receive",
              title: "",
              align: "right",
              render: (_, r) =>
                rights.add && (
                  <Button
                    type="primary"
                    icon={<InboxOutlined />}
                    loading={posting && busy === r.stt_rec}
                    onClick={() => receive(r)}
                    data-testid="no-name-receive"
                  >
                    {t("noName.receive.receive")}
                  </Button>
                ),
            },
          ]}
        />
      </Flex>
    </Panel>
  );
}
