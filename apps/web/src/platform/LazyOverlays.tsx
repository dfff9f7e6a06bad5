import type { DropdownProps, PopoverProps } from "antd";
import {
  type ComponentType,
  cloneElement,
  lazy,
  type MouseEvent,
  type ReactElement,
  type Ref,
  Suspense,
  useRef,
  useState,
} from "react";
import { reloadOnChunkError } from "./routing/chunkReload";

type Trigger = ReactElement<{
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: () => void;
  onPointerEnter?: () => void;
  ref?: Ref<HTMLElement>;
}>;

type LazyProps<P> = Omit<P, "children" | "open" | "onOpenChange"> & { children: Trigger };

/**
 * An overlay opened by a click on its trigger, whose code loads on that first click (on hover or focus it starts
 * loading): until then the trigger is drawn alone, then inside the overlay, open, keeping the focus it had.
 */
function loadOnClick<P extends object>(load: () => Promise<{ default: ComponentType<P> }>) {
  const Loaded = lazy(reloadOnChunkError(load));
  // A failed preload is left to the click, which reloads the page on a chunk error as screens do.
  const preload = () => void load().catch(() => undefined);
  return function LoadOnClick({ children, ...props }: LazyProps<P>) {
    const [open, setOpen] = useState<boolean>();
    const hadFocus = useRef(false);
    if (open === undefined) {
      return cloneElement(children, {
        onPointerEnter: preload,
        onFocus: preload,
        onClick: (event) => {
          hadFocus.current = document.activeElement === event.currentTarget;
          setOpen(true);
        },
      });
    }
    const trigger = cloneElement(children, {
      ref: (node: HTMLElement | null) => {
        if (node && hadFocus.current) node.focus();
        hadFocus.current = false;
      },
    });
    const overlay = { ...props, open, onOpenChange: setOpen, children: trigger } as unknown as P;
    return (
      <Suspense fallback={children}>
        <Loaded {...overlay} />
      </Suspense>
    );
  };
}

/** antd's drop-down, loaded on its first click (without Dropdown.Button, which the index adds). */
export const LazyDropdown = loadOnClick<DropdownProps>(() => import("antd/es/dropdown/dropdown"));

/** antd's popover, loaded on its first click. */
export const LazyPopover = loadOnClick<PopoverProps>(() => import("antd/es/popover"));
