import "./messages";
import { documentPagesOf } from "@/platform/document";
import { bankReceiveKind, bankSpendKind, generalKind, receiveKind, spendKind } from "./voucherKinds";
import { cashVoucherParts, generalVoucherParts } from "./voucherParts";

/** The screens of the five kinds of vouchers, drawn by the document screens with the vouchers' parts. */
export const receivePages = documentPagesOf(receiveKind, cashVoucherParts(receiveKind));
export const spendPages = documentPagesOf(spendKind, cashVoucherParts(spendKind));
export const bankReceivePages = documentPagesOf(bankReceiveKind, cashVoucherParts(bankReceiveKind));
export const bankSpendPages = documentPagesOf(bankSpendKind, cashVoucherParts(bankSpendKind));
export const generalPages = documentPagesOf(generalKind, generalVoucherParts);
