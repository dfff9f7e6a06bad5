import type { ThemeConfig } from "antd";

/** Sen is the lotus: its pink is the default primary colour (the user may change it later, spec 2). */
export const SEN_PRIMARY = "#c41d7f";

export const theme: ThemeConfig = {
  token: {
    colorPrimary: SEN_PRIMARY,
    borderRadius: 8,
    fontFamily:
      "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'Noto Sans', sans-serif",
  },
};
