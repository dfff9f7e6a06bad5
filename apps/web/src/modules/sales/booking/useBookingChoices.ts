import { useQuery } from "@tanstack/react-query";
import { bookingApi } from "./bookingApi";

export interface BookingPicks {
  service?: string;
  /** YYYY-MM-DD */
  day: string;
  start?: string;
}

/** What the visitor may pick, step by step: the branch's services, the day's free starts, the technicians free then. */
export function useBookingChoices(tenant: string, branch: string, picks: BookingPicks) {
  const calls = bookingApi(tenant);
  const services = useQuery({
    queryKey: ["booking", tenant, branch, "services"],
    queryFn: ({ signal }) => calls.services(branch, signal),
    retry: false,
    // The page says it in place (no such branch), not in a toast.
    meta: { silent: true },
  });
  const slots = useQuery({
    queryKey: ["booking", tenant, branch, "slots", picks.service, picks.day],
    queryFn: ({ signal }) => calls.slots({ ma_dvcs: branch, ma_vt: picks.service, ngay: picks.day }, signal),
    enabled: Boolean(picks.service),
  });
  const technicians = useQuery({
    queryKey: ["booking", tenant, branch, "technicians", picks.service, picks.start],
    queryFn: ({ signal }) => calls.technicians({ ma_dvcs: branch, ma_vt: picks.service, bat_dau: picks.start }, signal),
    enabled: Boolean(picks.service && picks.start),
  });
  return { services, slots, technicians, book: calls.book };
}
