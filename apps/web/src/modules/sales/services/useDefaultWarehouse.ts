import { useQuery } from "@tanstack/react-query";
import { Form } from "antd";
import { useEffect } from "react";
import { api } from "@/platform/api";
import { useSession } from "@/platform/session/sessionStore";

/**
 * A new bill's warehouse, while none is chosen: the default one of the branch in view (Cài đặt cửa hàng), when the shop
 * set one; the user may pick another.
 */
export function useDefaultWarehouse(active: boolean) {
  const form = Form.useFormInstance();
  const branch = useSession((s) => s.selectedBranch);
  const chosen = Form.useWatch("ma_kho", { form, preserve: true }) as string | undefined;
  const { data } = useQuery({
    queryKey: ["sales", "services", "counter"],
    queryFn: () => api.get<{ warehouses: { ma_dvcs: string; ma_kho: string | null }[] }>("sales/services/counter"),
    enabled: active,
    staleTime: 60_000,
    meta: { silent: true },
  });
  const preferred = data?.warehouses.find((w) => w.ma_dvcs === branch)?.ma_kho ?? data?.warehouses[0]?.ma_kho;
  useEffect(() => {
    if (active && !chosen && preferred) form.setFieldValue("ma_kho", preferred);
  }, [active, chosen, preferred, form]);
}
