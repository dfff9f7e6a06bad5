import { ClockCircleOutlined, RollbackOutlined, SwapOutlined } from "@ant-design/icons";
import { formatNumber, partnerEntity } from "@sen/core";
import { Button, Flex, Modal } from "antd";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { RemoteReferenceSelect } from "@/platform/entity/inputs/RemoteReferenceSelect";
import { CUSTOMER } from "../salesParts";
import type { ServicePackage } from "./servicesApi";
import { usePackageActions } from "./usePackageActions";

/**
 * What may be done with what is left of an open package: 'Chuyển' to another customer (picked in a dialog), 'Hoàn
 * tiền' (paid back in cash) and, past its last day, 'Hết hạn' (moved to revenue); each confirmed first.
 */
export function PackageActions({ pkg }: { pkg: ServicePackage }) {
  const { t } = useTranslation();
  const { transfer, close, confirm } = usePackageActions();
  const [picking, setPicking] = useState(false);
  const [to, setTo] = useState<string>();
  const expired = Boolean(pkg.han_su_dung && pkg.han_su_dung < dayjs().format("YYYY-MM-DD"));
  const value = formatNumber(pkg.tien_con);
  return (
    <Flex gap={4} wrap>
      <Button size="small" icon={<SwapOutlined />} onClick={() => setPicking(true)} data-testid="package-transfer">
        {t("services.actions.transfer")}
      </Button>
      <Button
        size="small"
        icon={<RollbackOutlined />}
        onClick={() =>
          confirm(t("services.actions.confirmRefund", { value }), () =>
            close.mutateAsync({ id: pkg.stt_rec_goi, how: "refund" }),
          )
        }
        data-testid="package-refund"
      >
        {t("services.actions.refund")}
      </Button>
      {expired && (
        <Button
          size="small"
          icon={<ClockCircleOutlined />}
          onClick={() =>
            confirm(t("services.actions.confirmExpire", { value }), () =>
              close.mutateAsync({ id: pkg.stt_rec_goi, how: "expire" }),
            )
          }
          data-testid="package-expire"
        >
          {t("services.actions.expire")}
        </Button>
      )}
      <Modal
        open={picking}
        title={t("services.actions.transferTitle", { service: pkg.ten_vt ?? pkg.ma_vt })}
        okText={t("services.actions.transfer")}
        okButtonProps={{ disabled: !to, loading: transfer.isPending }}
        onCancel={() => setPicking(false)}
        onOk={async () => {
          await transfer.mutateAsync({ id: pkg.stt_rec_goi, ma_kh: to as string }).catch(() => undefined);
          setPicking(false);
        }}
        destroyOnHidden
      >
        <RemoteReferenceSelect
          field={CUSTOMER}
          target={partnerEntity}
          value={to}
          onChange={(value) => setTo(value || undefined)}
          allowClear
          placeholder={t("services.customerHint")}
          style={{ width: "100%" }}
          data-testid="package-transfer-customer"
        />
      </Modal>
    </Flex>
  );
}
