import { productSetEntity } from "@sen/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useState } from "react";
import { entityKeys } from "@/platform/entity";
import { pricingApi, pricingKeys, type SetComponent } from "../pricingApi";

/** A set's components, and saving them all at once (the component list refreshes after). */
export function useSetComponents(ma_bo: string | undefined) {
  const queryClient = useQueryClient();
  const [saving, setSaving] = useState(false);
  const set = useQuery({
    queryKey: pricingKeys.set(ma_bo ?? ""),
    queryFn: ({ signal }) => pricingApi.set(ma_bo as string, signal),
    enabled: Boolean(ma_bo),
    retry: false,
  });
  const save = useCallback(
    async (details: Partial<SetComponent>[]) => {
      setSaving(true);
      try {
        const saved = await pricingApi.saveSet(ma_bo as string, details);
        queryClient.setQueryData(pricingKeys.set(saved.ma_bo), saved);
        void queryClient.invalidateQueries({ queryKey: entityKeys.all(productSetEntity) });
        return saved;
      } finally {
        setSaving(false);
      }
    },
    [ma_bo, queryClient],
  );
  return { set, save, saving };
}
