import { api } from "@/platform/api";

/** At most this many values go in one system/encrypts call. */
export const MAX_BATCH = 1000;

/** Administrators only: authenticated encryption with the server's key. */
export const cryptoApi = {
  encrypt: (value: string) => api.post<{ value: string }>("system/encrypt", { value }).then((a) => a.value),
  decrypt: (value: string) => api.post<{ value: string }>("system/decrypt", { value }).then((a) => a.value),
  encryptMany: (items: string[]) => api.post<{ items: string[] }>("system/encrypts", { items }).then((a) => a.items),
};
