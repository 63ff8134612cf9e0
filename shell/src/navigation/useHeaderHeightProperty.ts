import { HEADER_HEIGHT_PROPERTY } from '@whalewatch/shared/core';
import { useEffect, type RefObject } from 'react';

/** Publishes the sticky header's height (it grows with the mobile menu) so the toasts start below it. */
export function useHeaderHeightProperty(header: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = header.current;
    if (!element) return;
    const root = document.documentElement;
    const publish = () => root.style.setProperty(HEADER_HEIGHT_PROPERTY, `${element.getBoundingClientRect().height}px`);
    publish();
    if (typeof ResizeObserver !== 'function') return () => root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    const observer = new ResizeObserver(publish);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(HEADER_HEIGHT_PROPERTY);
    };
  }, [header]);
}
