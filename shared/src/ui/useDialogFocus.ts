// Keyboard focus for a modal dialog, with `focus-trap`: Tab and Shift+Tab stay inside, focus starts on
// the first form field (else on the dialog, which reads its title), Escape asks to close, and focus goes
// back to the control that opened it.
import { createFocusTrap } from 'focus-trap';
import { useEffect, type RefObject } from 'react';

const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)';

export function useDialogFocus(dialog: RefObject<HTMLElement | null>, onEscape: RefObject<() => void>): void {
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    const trap = createFocusTrap(element, {
      initialFocus: () => element.querySelector<HTMLElement>(FIELDS) ?? element,
      fallbackFocus: element,
      escapeDeactivates: () => {
        onEscape.current?.();
        // The dialog's owner unmounts it; the trap ends with it (below).
        return false;
      },
      // The backdrop's own click handler closes the dialog; toasts' buttons stay usable by pointer.
      allowOutsideClick: true,
      // An opener inside something that has closed since (a menu) is gone: leave focus be.
      setReturnFocus: (opener) => (opener.isConnected ? opener : false),
      delayReturnFocus: false,
      tabbableOptions: {
        // Without a layout engine (jsdom) nothing has boxes, and every element would count as hidden.
        displayCheck: element.getClientRects().length > 0 ? 'full' : 'none',
      },
    });
    trap.activate();
    return () => {
      trap.deactivate();
    };
  }, [dialog, onEscape]);
}
