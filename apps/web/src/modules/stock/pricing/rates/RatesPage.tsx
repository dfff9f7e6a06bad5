import { rateEntity } from "@sen/core";
import { Flex } from "antd";
import { EntityListPage } from "@/platform/entity";
import { PriceLookup } from "./PriceLookup";

/** /stock/rates: the price list (per unit, branch and period) under the price lookup. */
export function RatesPage() {
  return (
    <Flex vertical gap={12}>
      <PriceLookup />
      <EntityListPage definition={rateEntity} />
    </Flex>
  );
}
