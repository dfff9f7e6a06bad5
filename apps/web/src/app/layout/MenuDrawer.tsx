import { Drawer } from "antd";
import { BrandMark } from "../BrandMark";
import { AppMenu } from "./AppMenu";

/** The phone's menu, sliding in from the left. */
export function MenuDrawer({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={280}
      title={<BrandMark size={24} />}
      styles={{ body: { padding: 0 } }}
    >
      <AppMenu mode="inline" onNavigate={onClose} />
    </Drawer>
  );
}
