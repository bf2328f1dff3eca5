import {
  cloneElement,
  lazy,
  Suspense,
  useEffect,
  useState,
  type ComponentType,
  type KeyboardEvent,
  type PointerEvent,
  type ReactElement,
} from 'react';
import { whenFirstScreenShown } from '#src/lib/first-screen.tsx';

/** What a deferred menu's module renders: its Radix menu around `trigger`. */
export interface MenuModuleProps {
  trigger: ReactElement;
  /** Open at once: the menu was asked for before its code had loaded. */
  defaultOpen: boolean;
}

type TriggerProps = {
  onPointerDown?: (event: PointerEvent<HTMLElement>) => void;
  onKeyDown?: (event: KeyboardEvent<HTMLElement>) => void;
  onPointerEnter?: () => void;
  onFocus?: () => void;
  'aria-haspopup'?: 'menu';
  'aria-expanded'?: boolean;
};

/** The keys that open a Radix dropdown menu from its trigger. */
const OPENING_KEYS = ['Enter', ' ', 'ArrowDown'];

/**
 * A header menu whose code (Radix's menu, popper and floating-ui: ~45 KB raw) is not part of
 * the first screen (ADR 045). Until that screen has shown its content the trigger is a
 * plain button that looks the same; then the menu mounts around it, as it always was. A press
 * before that mounts the menu open, once its chunk has loaded (a hover or focus starts loading
 * it). The service worker precaches the chunk like every other, so an offline app has it.
 */
export function deferredMenu<P extends object>(
  load: () => Promise<{ default: ComponentType<P & MenuModuleProps> }>,
) {
  const Menu = lazy(load);
  const preload = () => {
    load().catch(() => {});
  };

  return function DeferredMenu({ trigger, ...props }: P & { trigger: ReactElement<TriggerProps> }) {
    // null: not mounted yet; otherwise mounted, open at once or not.
    const [mounted, setMounted] = useState<{ open: boolean } | null>(null);
    useEffect(() => {
      let live = true;
      void whenFirstScreenShown().then(() => {
        if (live) setMounted((m) => m ?? { open: false });
      });
      return () => {
        live = false;
      };
    }, []);

    const openNow = () => setMounted({ open: true });
    const placeholder = cloneElement(trigger, {
      'aria-haspopup': 'menu',
      'aria-expanded': false,
      onPointerEnter: preload,
      onFocus: preload,
      onPointerDown: (event: PointerEvent<HTMLElement>) => {
        if (event.button !== 0 || event.ctrlKey) return;
        event.preventDefault();
        openNow();
      },
      onKeyDown: (event: KeyboardEvent<HTMLElement>) => {
        if (!OPENING_KEYS.includes(event.key)) return;
        event.preventDefault();
        openNow();
      },
    });
    if (!mounted) return placeholder;
    return (
      <Suspense fallback={placeholder}>
        <Menu {...(props as P)} trigger={trigger} defaultOpen={mounted.open} />
      </Suspense>
    );
  };
}
