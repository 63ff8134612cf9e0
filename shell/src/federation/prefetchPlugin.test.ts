import { prefetchPlugin } from './prefetchPlugin';

const CHUNK = 'http://127.0.0.1:3005/__federation_expose_StealthWallet.339dbe0e73.js';

function createLink(attrs: Record<string, string>) {
  const hook = prefetchPlugin().createLink;
  if (!hook) throw new Error('the plugin has no createLink hook');
  return hook({ url: CHUNK, attrs });
}

describe('prefetch plugin', () => {
  it("warms a remote's chunk with a prefetch, which Chromium does not expect to be used at once", () => {
    const link = createLink({ rel: 'preload', as: 'script' });
    if (!(link instanceof HTMLLinkElement)) throw new Error('no link element');
    expect(link.rel).toBe('prefetch');
    expect(link.getAttribute('as')).toBe('script');
    expect(link.href).toBe(CHUNK);
  });

  it('leaves every other link to the runtime (a stylesheet a visit applies)', () => {
    expect(createLink({ rel: 'stylesheet', type: 'text/css' })).toBeUndefined();
  });
});
