import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Client-side navigation does not scroll to `#id` by itself; the footer's use-case links need it. */
export function useScrollToHash(): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    target?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
  }, [hash]);
}
