import { useQueryClient } from "@tanstack/react-query";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { ApiError } from "@/platform/api";
import { useSession } from "@/platform/session/sessionStore";

/**
 * A partner the server did not find: when the user works in only some of their branches, the partner may belong
 * to another one (a link from "Điện thoại đã được … phụ trách"); one click selects all their branches, as the
 * branch picker would, and looks again.
 */
export function NotInSelectedBranches({ error }: { error: Error }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const allowed = useSession((s) => s.allowed);
  const selected = useSession((s) => s.selectedBranches);
  const selectBranches = useSession((s) => s.selectBranches);
  const others = allowed.filter((b) => !selected.includes(b.ma_dvcs));
  const maybeElsewhere = error instanceof ApiError && error.status === 404 && others.length > 0;
  return (
    <Result
      status="warning"
      title={error.message}
      subTitle={maybeElsewhere ? t("crmPartners.profile.otherBranches") : undefined}
      extra={
        maybeElsewhere && (
          <Button
            type="primary"
            onClick={() => {
              selectBranches(allowed.map((b) => b.ma_dvcs));
              void queryClient.invalidateQueries();
            }}
            data-testid="all-branches"
          >
            {t("crmPartners.profile.allBranches")}
          </Button>
        )
      }
    />
  );
}
