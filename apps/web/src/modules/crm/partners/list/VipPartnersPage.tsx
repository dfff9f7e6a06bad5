import { PartnerListPage } from "./PartnerListPage";

const VIP = { vip: "true" };

/** /crm/partners-vip: the partner list of VIP customers only, with their 'VIP đến ngày'. */
export function VipPartnersPage() {
  return <PartnerListPage fixed={VIP} settingsKey="crm.partners-vip" />;
}
