import { useEffect, type RefObject } from 'react';

interface DismissOptions {
  /** Where focus goes when Escape closes the container while focus is inside it (its toggle). */
  returnFocusTo?: RefObject<HTMLElement | null>;
}

/**
 * While `open`: a press outside `container`, Escape, or keyboard focus moving to an element outside it
 * calls `close`. An Escape someone already handled (preventDefault()) is left alone.
 */
export function useDismiss(
  container: RefObject<HTMLElement | null>,
  open: boolean,
  close: () => void,
  { returnFocusTo }: DismissOptions = {},
): void {
  useEffect(() => {
    const element = container.current;
    if (!open || !element) return;
    const onPointer = (event: MouseEvent) => {
      if (!element.contains(event.target as Node)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      // One Escape closes one thing: the innermost, whose listener was added first.
      event.preventDefault();
      const hadFocus = element.contains(document.activeElement);
      close();
      if (hadFocus) returnFocusTo?.current?.focus();
    };
    // Focus going nowhere (a click on the page, the window losing focus) is the pointer's business.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof Node && !element.contains(next)) close();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
      element.removeEventListener('focusout', onFocusOut);
    };
  }, [container, open, close, returnFocusTo]);
}
