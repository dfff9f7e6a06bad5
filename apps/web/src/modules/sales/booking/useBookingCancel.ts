import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { bookingApi } from "./bookingApi";

/** The booking a cancel link names, and its cancel (the same answer when followed twice). */
export function useBookingCancel(tenant: string, token: string) {
  const client = useQueryClient();
  const key = ["booking", tenant, "link", token];
  const calls = bookingApi(tenant);
  const booking = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => calls.shown(token, signal),
    retry: false,
    // A wrong link is said in place, not in a toast.
    meta: { silent: true },
  });
  const cancel = useMutation({
    mutationFn: () => calls.cancel(token),
    onSuccess: (shown) => client.setQueryData(key, shown),
  });
  return { booking, cancel };
}
