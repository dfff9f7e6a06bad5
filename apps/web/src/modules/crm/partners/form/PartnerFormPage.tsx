import { useQuery } from "@tanstack/react-query";
import { Skeleton } from "antd";
import { useParams } from "react-router";
import { isNewId, partnerKeys, partnersApi } from "../partnersApi";
import { NotInSelectedBranches } from "../profile/NotInSelectedBranches";
import { PartnerEditor } from "./PartnerEditor";

/** /crm/partners/new and /crm/partners/:id/edit: the partner form once the partner is loaded. */
export function PartnerFormPage() {
  const { id } = useParams();
  const existing = isNewId(id) ? undefined : id;
  const partner = useQuery({
    queryKey: partnerKeys.detail(existing ?? ""),
    queryFn: () => partnersApi.get(existing ?? ""),
    enabled: Boolean(existing),
  });
  if (partner.error) return <NotInSelectedBranches error={partner.error} />;
  if (existing && !partner.data) return <Skeleton active paragraph={{ rows: 10 }} />;
  // Keyed by the partner so that opening another one starts a fresh form.
  return <PartnerEditor key={existing ?? "new"} partner={partner.data} />;
}
