import { vipPeriodEntity } from "@sen/core";
import { EntityListPage } from "@/platform/entity";

const periodPath = (row: { id: string }) => `/sales/vip-periods/${row.id}`;

/** 'Kỳ xét hạng VIP' (/sales/vip-periods): the periods (the generic list and form); a period opens its result. */
export function VipPeriodsPage() {
  return <EntityListPage definition={vipPeriodEntity} detailPath={periodPath} />;
}
