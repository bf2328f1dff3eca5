import { lazy, Suspense, useState, type ComponentType } from 'react';
import { whenFirstScreenShown } from '#src/lib/first-screen.tsx';

/**
 * A dialog whose code (Radix's dialog with its focus trap, scroll lock, portal and layers: ~20 KB
 * brotli with its parts) is not part of a screen's first load (ADR 054): every screen's
 * dialogs start closed. It renders nothing until it first opens, then mounts as it always did,
 * and stays mounted so that it closes with its animation. Its chunk is asked for once the first
 * screen has shown, so an open rarely waits for it; the service worker precaches it like every
 * other, so an offline app has it.
 */
export function deferredDialog<P extends { open: boolean }>(load: () => Promise<ComponentType<P>>) {
  const Dialog = lazy(() => load().then((component) => ({ default: component })));
  void whenFirstScreenShown().then(() => load().catch(() => {}));

  return function DeferredDialog(props: P) {
    const [opened, setOpened] = useState(props.open);
    if (props.open && !opened) setOpened(true);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Dialog {...props} />
      </Suspense>
    );
  };
}
