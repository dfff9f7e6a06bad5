import { noNameCardEntity } from "@sen/core";
import { Button } from "antd";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { EntityListPage } from "@/platform/entity";
import { IssueCardsButton } from "./IssueCardsButton";
import { issueKind } from "./noNameKinds";

/**
 * 'Danh sách thẻ vô danh' (/sales/no-name-cards): the cards as their definition lists them (serial, type, face value,
 * state, balance, dates; by branch), with 'Phát hành thẻ' to issue a batch and the list of issues.
 */
export function NoNameCardsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <EntityListPage
      definition={noNameCardEntity}
      tools={(refresh) => (
        <>
          <Button onClick={() => navigate(issueKind.path)} data-testid="no-name-issues">
            {t("noName.issue.list")}
          </Button>
          <IssueCardsButton onIssued={refresh} />
        </>
      )}
    />
  );
}
