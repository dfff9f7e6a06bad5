import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useSession } from "@/platform/session/sessionStore";
import { cashierApi } from "./cashierApi";

/**
 * The warehouse the counter sells from: the branch's default one (Cài đặt cửa hàng), else the first of the branches
 * in view, until the cashier picks another; with the warehouses offered (those of the branches in view).
 */
export function useCounterWarehouse() {
  const branches = useSession((s) => s.selectedBranches);
  const selectedBranch = useSession((s) => s.selectedBranch);
  const [warehouse, setWarehouse] = useState<string>();
  const { data: warehouses = [] } = useQuery({
    queryKey: ["cashier", "warehouses", branches],
    queryFn: cashierApi.warehouses,
  });
  const { data: counter = [] } = useQuery({ queryKey: ["cashier", "counter", branches], queryFn: cashierApi.counter });
  useEffect(() => {
    if (warehouse && warehouses.some((w) => w.ma_kho === warehouse)) return;
    const preferred = counter.find((c) => c.ma_dvcs === selectedBranch)?.ma_kho;
    const known = warehouses.some((w) => w.ma_kho === preferred);
    setWarehouse(known ? (preferred as string) : (warehouses[0]?.ma_kho as string));
  }, [warehouses, warehouse, counter, selectedBranch]);
  return { warehouse, setWarehouse, warehouses };
}
