import { campaignEntity } from "@sen/core";
import { EntityListPage, type EntityRow } from "@/platform/entity";

const campaignPage = (row: EntityRow) => `/crm/campaigns/${row.id}`;

/** /crm/campaigns: the campaigns, each opening its page (partners, results, appointments); add, edit, delete. */
export function CampaignsPage() {
  return <EntityListPage definition={campaignEntity} detailPath={campaignPage} />;
}
