// Runtime plugin: the remotes warmed ahead of a visit (on idle, or when a nav link is hovered or
// focused, through preloadRemote) are fetched with <link rel="prefetch">, not <link rel="preload">.
// A preload says "this page needs the file now": Chromium warns ("preloaded using link preload but not
// used within a few seconds") for every chunk warmed but not opened right away — 7 on each signed-in
// page. A prefetch fetches at idle priority into the HTTP cache, where the visit's script load finds it.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

export function prefetchPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'whalewatch-prefetch',
    createLink: ({ url, attrs }) => {
      if (attrs?.rel !== 'preload') return undefined;
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = url;
      if (typeof attrs.as === 'string') link.setAttribute('as', attrs.as);
      if (typeof attrs.crossorigin === 'string') link.crossOrigin = attrs.crossorigin;
      return link;
    },
  };
}
