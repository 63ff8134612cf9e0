// Counts how many copies of this package the page has evaluated. Module Federation shares it as a
// singleton, so the count must stay at 1 however many remotes load; the e2e suite checks it.
const page = globalThis as { __whalewatchSharedInstances?: number };
page.__whalewatchSharedInstances = (page.__whalewatchSharedInstances ?? 0) + 1;

if (page.__whalewatchSharedInstances > 1) {
  console.error('@whalewatch/shared was loaded more than once: each copy has its own session store.');
}
