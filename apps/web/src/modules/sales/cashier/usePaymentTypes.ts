import { useQuery } from "@tanstack/react-query";
import { cashierApi } from "./cashierApi";
import type { TransferAccount } from "./TransferQr";

/**
 * The payment types the counter takes, with each one's kind and, for a transfer, the account it pays into: the
 * type's own bank, else the shop's (Cài đặt cửa hàng).
 */
export function usePaymentTypes() {
  const { data: types = [] } = useQuery({ queryKey: ["cashier", "payment-types"], queryFn: cashierApi.paymentTypes });
  const { data: shop } = useQuery({ queryKey: ["cashier", "print-header"], queryFn: cashierApi.printHeader });
  const kindOf = (code: string) => types.find((p) => p.ma_httt === code)?.loai_tt;
  const accountOf = (code: string): TransferAccount | undefined => {
    const type = types.find((p) => p.ma_httt === code);
    if (type?.ma_ngan_hang && type.so_tk_nh) {
      return { bin: String(type.ma_ngan_hang), account: String(type.so_tk_nh), holder: type.chu_tk_nh as string };
    }
    const bank = shop?.ngan_hang;
    return bank ? { bin: bank.bin, account: bank.so_tai_khoan, holder: bank.chu_tai_khoan } : undefined;
  };
  return { types, kindOf, accountOf };
}
