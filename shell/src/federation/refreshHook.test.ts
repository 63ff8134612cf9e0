import { installRefreshHook } from './refreshHook';

interface Hook {
  renderers: Map<number, unknown>;
  inject: (renderer: unknown) => number;
}

describe('the development React DevTools hook', () => {
  it('keeps the renderer React DOM registers, for a remote Fast Refresh runtime that loads later', () => {
    const page: { __REACT_DEVTOOLS_GLOBAL_HOOK__?: Hook } = {};
    installRefreshHook(page);
    const renderer = { scheduleRefresh() {}, setRefreshHandler() {} };

    const id = page.__REACT_DEVTOOLS_GLOBAL_HOOK__?.inject(renderer);

    expect(page.__REACT_DEVTOOLS_GLOBAL_HOOK__?.renderers.get(id ?? -1)).toBe(renderer);
  });

  it("leaves the React DevTools extension's own hook in place", () => {
    const extension = { renderers: new Map(), inject: () => 1 };
    const page = { __REACT_DEVTOOLS_GLOBAL_HOOK__: extension };
    installRefreshHook(page);

    expect(page.__REACT_DEVTOOLS_GLOBAL_HOOK__).toBe(extension);
  });
});
