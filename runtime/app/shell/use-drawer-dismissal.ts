// How an open off-canvas drawer behaves: focus moves to its first item, Escape closes it and gives the
// focus back to the button that opened it, and a press anywhere outside it (and outside that button,
// which toggles it itself) closes it.
import { useEffect, type RefObject } from 'react';

const FOCUSABLE = '[tabindex="0"], a[href], button:not([disabled]), input:not([disabled])';

export function useDrawerDismissal(
  open: boolean,
  drawer: RefObject<HTMLElement | null>,
  trigger: RefObject<HTMLElement | null>,
  close: () => void,
): void {
  useEffect(() => {
    if (!open) return;
    drawer.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      trigger.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (drawer.current?.contains(target) || trigger.current?.contains(target)) return;
      close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, drawer, trigger, close]);
}
