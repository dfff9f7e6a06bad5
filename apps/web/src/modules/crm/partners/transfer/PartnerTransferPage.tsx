import { SwapOutlined } from "@ant-design/icons";
import { Button, Card, Flex, Form, Radio, Typography } from "antd";
import { type Key, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useFieldOptions } from "@/platform/entity/useFieldOptions";
import { DataTable, FilterSelect, type TableQuery } from "@/platform/table";
import { usePartnerColumns } from "../list/usePartnerColumns";
import { partnerField } from "../partnerFields";
import { type Partner, partnerKeys, partnersApi } from "../partnersApi";
import { type TransferTarget, TransferTargetFields } from "./TransferTargetFields";
import { useEmployeeLabel } from "./useEmployeeLabel";
import { useTransfer } from "./useTransfer";

const FROM = "ma_nvbh";
const FILTER_KEYS = [FROM];
/** The columns that help to pick partners to move. */
const SHOWN = new Set(["ma_kh", "ten_kh", "phone", "ma_nvbh", "ma_cap_do", "created_at", "ma_dvcs"]);
const fetchPage = (query: TableQuery, signal?: AbortSignal) => partnersApi.list(query, signal);

/**
 * /crm/partners-transfer: partners of the current salesperson, picked one by one or all of them, go to another
 * salesperson with a reason, after 'Xác nhận'. Every move is written to the transfer history.
 */
export function PartnerTransferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form] = Form.useForm<TransferTarget>();
  const [mode, setMode] = useState<"pick" | "all">("pick");
  const [selected, setSelected] = useState<Key[]>([]);
  const transfer = useTransfer();
  const employee = useEmployeeLabel();
  const employees = useFieldOptions(partnerField(FROM));
  const from = params.get(FROM) ?? undefined;
  const baseColumns = usePartnerColumns({ canEdit: false });
  const columns = useMemo(() => baseColumns.filter((c) => SHOWN.has(c.key)), [baseColumns]);
  const count = mode === "all" ? 0 : selected.length;
  const ready = mode === "all" ? Boolean(from) : selected.length > 0;

  let summary = t("crmPartners.transfer.selected", { count });
  if (mode === "all")
    summary = from ? t("crmPartners.transfer.allOf", { from: employee(from) }) : t("crmPartners.transfer.chooseFrom");

  const submit = async () => {
    const target = await form.validateFields().catch(() => undefined);
    if (!target || !ready) return;
    if (from && target.ma_nvbh_moi === from) {
      form.setFields([{ name: "ma_nvbh_moi", errors: [t("crmPartners.transfer.sameSalesperson")] }]);
      return;
    }
    const to = employee(target.ma_nvbh_moi);
    const done =
      mode === "all"
        ? await transfer(
            { ma_nvbh_cu: from, ...target },
            t("crmPartners.transfer.confirmAll", { from: employee(from), to }),
          )
        : await transfer(
            { ids: selected.map(String), ...target },
            t("crmPartners.transfer.confirmPicked", { count, to }),
          );
    if (done) {
      setSelected([]);
      form.resetFields();
    }
  };

  return (
    <Flex vertical gap={16}>
      <Card size="small" title={t("crmPartners.transfer.which")}>
        <Flex vertical gap={12}>
          <Radio.Group
            value={mode}
            onChange={(event) => setMode(event.target.value)}
            options={[
              { value: "pick", label: t("crmPartners.transfer.pick") },
              { value: "all", label: t("crmPartners.transfer.all") },
            ]}
          />
          <DataTable<Partner>
            columns={columns}
            rowKey="id"
            fetchPage={fetchPage}
            queryKey={[...partnerKeys.list, "transfer"]}
            settingsKey="crm.partners-transfer"
            filterKeys={FILTER_KEYS}
            filters={(values, setFilter) => (
              <FilterSelect
                label={t("crmPartners.transfer.from")}
                value={values[FROM]}
                onChange={(next) => {
                  setSelected([]);
                  setFilter(FROM, next);
                }}
                options={employees}
                width={220}
                data-testid="transfer-from"
              />
            )}
            rowSelection={mode === "pick" ? { selectedRowKeys: selected, onChange: setSelected } : undefined}
            exportable={false}
            emptyText={t("crmPartners.transfer.empty")}
          />
        </Flex>
      </Card>
      <Card size="small" title={t("crmPartners.transfer.target")}>
        <Form form={form} layout="vertical">
          <TransferTargetFields />
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">{summary}</Typography.Text>
            <Button
              type="primary"
              icon={<SwapOutlined />}
              disabled={!ready}
              onClick={submit}
              data-testid="transfer-submit"
            >
              {t("crmPartners.transfer.submit")}
            </Button>
          </Flex>
        </Form>
      </Card>
    </Flex>
  );
}
