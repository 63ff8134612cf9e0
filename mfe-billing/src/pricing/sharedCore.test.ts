// /pricing is open to signed-out visitors, who come from the home page with only @whalewatch/shared/core
// loaded. The package's index is one shared module that loads whole (forms, dialogs, focus-trap: 16 KB
// gzip), so the pricing page and its checkout chunk import only the core (issue 23). What jest evaluates
// for a module in a fresh registry is what its bundle reaches by static imports (`import()` starts a
// chunk of its own).

/** Whether loading `load`'s modules afresh evaluates the package's index. */
async function loadsWholePackage(load: () => Promise<unknown>): Promise<boolean> {
  let loaded = false;
  // A fresh registry is a second copy of the package, which the package rightly reports in the console.
  const consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  try {
    await jest.isolateModulesAsync(async () => {
      jest.doMock('@whalewatch/shared', () => {
        loaded = true;
        return jest.requireActual('@whalewatch/shared');
      });
      await load();
    });
  } finally {
    jest.dontMock('@whalewatch/shared');
    consoleError.mockRestore();
  }
  return loaded;
}

it('draws the pricing page with the core of @whalewatch/shared only', async () => {
  expect(await loadsWholePackage(() => import('./Pricing'))).toBe(false);
});

it("opens the checkout with the core only: the checkout's chunk adds none of the rest", async () => {
  expect(await loadsWholePackage(() => import('../checkout/paddleCheckout'))).toBe(false);
});

it('tells a module that loads the whole package: the standalone page (which finds no #root to mount in here)', async () => {
  expect(await loadsWholePackage(() => import('../bootstrap').catch(() => undefined))).toBe(true);
});
