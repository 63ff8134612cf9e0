// Development builds only (`npm run dev -- <remote>`): a minimal React DevTools hook, installed before
// React DOM loads, that keeps the renderer React DOM registers. A remote's React Fast Refresh runtime
// arrives long after React DOM and finds the renderer in `hook.renderers`; with no hook React DOM
// registers with nobody, and an edit to the remote would change nothing on screen. The React DevTools
// extension's own hook, when there is one, does the same and is left in place.

interface RefreshableGlobal {
  __REACT_DEVTOOLS_GLOBAL_HOOK__?: unknown;
}

export function installRefreshHook(target: object = globalThis): void {
  const global = target as RefreshableGlobal;
  if (global.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  const renderers = new Map<number, unknown>();
  global.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers,
    supportsFiber: true,
    inject(renderer: unknown) {
      const id = renderers.size + 1;
      renderers.set(id, renderer);
      return id;
    },
    onScheduleFiberRoot() {},
    onCommitFiberRoot() {},
    onCommitFiberUnmount() {},
    // React DOM's sign of a real DevTools hook; without it, it suggests installing the extension.
    checkDCE() {},
  };
}
