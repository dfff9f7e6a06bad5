import { accountBalanceEntity } from "@sen/core";
import { Flex } from "antd";
import { EntityListPage } from "@/platform/entity";
import { OpeningCheckPanel } from "./OpeningCheckPanel";

/** /accounting/account-balances: the check of a year's opening balances above the list of them. */
export function AccountBalancesPage() {
  return (
    <Flex vertical gap={12}>
      <OpeningCheckPanel />
      <EntityListPage definition={accountBalanceEntity} />
    </Flex>
  );
}
