// The packages whose public API is versioned (issue 34): the shell provides them to every remote.
export const VERSIONED_PACKAGES = {
  shared: {
    dir: 'shared',
    entries: [
      { name: '.', file: 'src/index.ts' },
      { name: './core', file: 'src/core.ts' },
      { name: './format', file: 'src/format/index.ts' },
    ],
  },
  contracts: {
    dir: 'contracts',
    entries: [
      { name: '.', file: 'src/index.ts' },
      { name: './constants', file: 'src/constants/index.ts' },
    ],
  },
};
