import { ThunderboltOutlined } from "@ant-design/icons";
import { customerGroupEntity, hasRight } from "@sen/core";
import { useQueryClient } from "@tanstack/react-query";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { EntityListPage } from "@/platform/entity";
import { useSession } from "@/platform/session/sessionStore";
import { useConfigSwitch } from "@/platform/session/useConfigSwitch";
import { useFeedback } from "@/platform/useFeedback";
import { customerKeys, customersApi } from "./customersApi";

/** 'Xếp nhóm 3 theo doanh số': every customer's group 3 from their cumulative spending, after a confirmation. */
function ComputeGroup3Button({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const feedback = useFeedback();
  return (
    <Button
      icon={<ThunderboltOutlined />}
      data-testid="groups-compute"
      onClick={() =>
        feedback.confirm(t("salesCustomers.groups.computeConfirm"), async () => {
          try {
            const { so_kh } = await customersApi.computeGroup3();
            feedback.success(t("salesCustomers.groups.computed", { count: so_kh }));
            onDone();
          } catch (error) {
            feedback.failure(error instanceof Error ? error.message : String(error));
          }
        })
      }
    >
      {t("salesCustomers.groups.compute")}
    </Button>
  );
}

/**
 * 'Nhóm khách hàng' (/sales/customer-groups): the groups of the three levels (the generic list and form); where
 * group 3 follows spending (customer_group3_manual off), its thresholds and 'Xếp nhóm 3 theo doanh số'.
 */
export function CustomerGroupsPage() {
  const user = useSession((s) => s.user);
  const queryClient = useQueryClient();
  const manual3 = useConfigSwitch("customer_group3_manual");
  const canCompute = Boolean(user && hasRight(user, customerGroupEntity.command, "edit")) && !manual3;
  return (
    <EntityListPage
      definition={customerGroupEntity}
      tools={(refresh) =>
        canCompute && (
          <ComputeGroup3Button
            onDone={() => {
              refresh();
              void queryClient.invalidateQueries({ queryKey: customerKeys.all });
            }}
          />
        )
      }
    />
  );
}
