/** A bank of Vietnam that takes transfers through NAPAS 247, by its BIN (the acquirer id a VietQR code names). */
export interface VietnamBank {
  /** NAPAS bank identification number, 6 digits. */
  bin: string;
  /** The name customers know it by. */
  short_name: string;
  /** Its registered name. */
  name: string;
}

/** Vietnamese banks a shop may keep its account at, the most common first, then the others by name. */
export const VIETNAM_BANKS: readonly VietnamBank[] = Object.freeze([
  { bin: "970436", short_name: "Vietcombank", name: "Ngân hàng TMCP Ngoại thương Việt Nam" },
  { bin: "970415", short_name: "VietinBank", name: "Ngân hàng TMCP Công thương Việt Nam" },
  { bin: "970418", short_name: "BIDV", name: "Ngân hàng TMCP Đầu tư và Phát triển Việt Nam" },
  { bin: "970405", short_name: "Agribank", name: "Ngân hàng Nông nghiệp và Phát triển Nông thôn Việt Nam" },
  { bin: "970407", short_name: "Techcombank", name: "Ngân hàng TMCP Kỹ thương Việt Nam" },
  { bin: "970422", short_name: "MB", name: "Ngân hàng TMCP Quân đội" },
  { bin: "970416", short_name: "ACB", name: "Ngân hàng TMCP Á Châu" },
  { bin: "970432", short_name: "VPBank", name: "Ngân hàng TMCP Việt Nam Thịnh Vượng" },
  { bin: "970423", short_name: "TPBank", name: "Ngân hàng TMCP Tiên Phong" },
  { bin: "970403", short_name: "Sacombank", name: "Ngân hàng TMCP Sài Gòn Thương Tín" },
  { bin: "970437", short_name: "HDBank", name: "Ngân hàng TMCP Phát triển Thành phố Hồ Chí Minh" },
  { bin: "970441", short_name: "VIB", name: "Ngân hàng TMCP Quốc tế Việt Nam" },
  { bin: "970443", short_name: "SHB", name: "Ngân hàng TMCP Sài Gòn - Hà Nội" },
  { bin: "970431", short_name: "Eximbank", name: "Ngân hàng TMCP Xuất Nhập khẩu Việt Nam" },
  { bin: "970426", short_name: "MSB", name: "Ngân hàng TMCP Hàng Hải Việt Nam" },
  { bin: "970448", short_name: "OCB", name: "Ngân hàng TMCP Phương Đông" },
  { bin: "970440", short_name: "SeABank", name: "Ngân hàng TMCP Đông Nam Á" },
  { bin: "970449", short_name: "LPBank", name: "Ngân hàng TMCP Lộc Phát Việt Nam" },
  { bin: "970428", short_name: "Nam A Bank", name: "Ngân hàng TMCP Nam Á" },
  { bin: "970409", short_name: "Bac A Bank", name: "Ngân hàng TMCP Bắc Á" },
  { bin: "970425", short_name: "ABBANK", name: "Ngân hàng TMCP An Bình" },
  { bin: "970438", short_name: "BaoViet Bank", name: "Ngân hàng TMCP Bảo Việt" },
  { bin: "970454", short_name: "BVBank", name: "Ngân hàng TMCP Bản Việt" },
  { bin: "970444", short_name: "CBBank", name: "Ngân hàng Thương mại TNHH MTV Xây dựng Việt Nam" },
  { bin: "970446", short_name: "Co-opBank", name: "Ngân hàng Hợp tác xã Việt Nam" },
  { bin: "458761", short_name: "HSBC", name: "Ngân hàng TNHH MTV HSBC (Việt Nam)" },
  { bin: "970452", short_name: "KienlongBank", name: "Ngân hàng TMCP Kiên Long" },
  { bin: "970414", short_name: "MBV", name: "Ngân hàng TNHH MTV Việt Nam Hiện Đại" },
  { bin: "970419", short_name: "NCB", name: "Ngân hàng TMCP Quốc Dân" },
  { bin: "970430", short_name: "PGBank", name: "Ngân hàng TMCP Thịnh vượng và Phát triển" },
  { bin: "970439", short_name: "Public Bank", name: "Ngân hàng TNHH MTV Public Việt Nam" },
  { bin: "970412", short_name: "PVcomBank", name: "Ngân hàng TMCP Đại Chúng Việt Nam" },
  { bin: "970400", short_name: "Saigonbank", name: "Ngân hàng TMCP Sài Gòn Công Thương" },
  { bin: "970429", short_name: "SCB", name: "Ngân hàng TMCP Sài Gòn" },
  { bin: "970424", short_name: "Shinhan Bank", name: "Ngân hàng TNHH MTV Shinhan Việt Nam" },
  { bin: "970410", short_name: "Standard Chartered", name: "Ngân hàng TNHH MTV Standard Chartered Bank Việt Nam" },
  { bin: "970458", short_name: "UOB", name: "Ngân hàng United Overseas - Chi nhánh TP. Hồ Chí Minh" },
  { bin: "970427", short_name: "VietABank", name: "Ngân hàng TMCP Việt Á" },
  { bin: "970433", short_name: "Vietbank", name: "Ngân hàng TMCP Việt Nam Thương Tín" },
  { bin: "970406", short_name: "Vikki Bank", name: "Ngân hàng TNHH MTV Số Vikki" },
  { bin: "970421", short_name: "VRB", name: "Ngân hàng Liên doanh Việt - Nga" },
  { bin: "970457", short_name: "Woori Bank", name: "Ngân hàng TNHH MTV Woori Việt Nam" },
]);

const BY_BIN = new Map(VIETNAM_BANKS.map((bank) => [bank.bin, bank]));

/** The bank of a BIN, if it is one of the list. */
export function bankOfBin(bin: string | null | undefined): VietnamBank | undefined {
  return bin ? BY_BIN.get(bin) : undefined;
}
