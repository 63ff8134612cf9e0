// node --test bench/lib/
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { charactersPerSource, chunkName, contentsOf, groupOfSource, labelScripts } from './script-labels.mjs';

test('each mapped segment counts up to the next segment of its line, or to the line end', () => {
  // Line 1 "abcdefgh": source 0 from column 0, source 1 from column 3 ("G" = +3, "C" = +1 source),
  // unmapped from column 6 ("G" = +3, one field). Line 2 "xyz": source 0 again ("AD" = +0, -1 source).
  const counts = charactersPerSource('abcdefgh\nxyz', 'AAAA,GCAA,G;AD');
  assert.deepEqual(Object.fromEntries(counts), { 0: 3 + 3, 1: 3 });
});

test('a source belongs to its npm package, to webpack, or to a folder at most two levels under src', () => {
  assert.equal(groupOfSource('webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js'), 'react-dom');
  assert.equal(
    groupOfSource('webpack://shell/../node_modules/@module-federation/runtime-core/dist/index.js'),
    '@module-federation/runtime-core',
  );
  assert.equal(groupOfSource('webpack://mfe_analyzer/webpack/runtime/load script'), 'webpack runtime');
  assert.equal(groupOfSource('webpack://mfe_analyzer/external global "_FEDERATION_RUNTIME_CORE"'), 'webpack runtime');
  assert.equal(groupOfSource('webpack://shell/./src/pages/home/sections/Hero.tsx'), 'shell/src/pages/home');
  assert.equal(groupOfSource('webpack://shell/./src/bootstrap.tsx'), 'shell/src');
  assert.equal(groupOfSource('webpack://mfe_analyzer/./src/dashboard/Dashboard.tsx'), 'mfe-analyzer/src/dashboard');
  assert.equal(groupOfSource('webpack://shell/../shared/src/ui/Button.tsx'), 'shared/src/ui');
});

test('a hashed file name is named without its hash', () => {
  assert.equal(chunkName('page-about.686fab15e7.js'), 'page-about.js');
  assert.equal(chunkName('remoteEntry.js'), 'remoteEntry.js');
});

test('scripts are labelled by their largest group; entries by their name and app; twins by their largest file', () => {
  const map = (sources, mappings) => ({ version: 3, sources, mappings });
  const client = contentsOf(
    '0123456789',
    map(
      [
        'webpack://shell/../node_modules/react-dom/cjs/react-dom-client.production.js',
        'webpack://shell/../node_modules/scheduler/index.js',
      ],
      'AAAA,QCAA',
    ),
  );
  const dom = contentsOf('01', map(['webpack://shell/../node_modules/react-dom/cjs/react-dom.production.js'], 'AAAA'));
  const entry = contentsOf('01', map(['webpack://mfe_billing/webpack/runtime/sharing'], 'AAAA'));
  assert.equal(client.groups[0].group, 'react-dom');
  assert.equal(client.groups[0].share, 0.8);
  const labels = labelScripts([
    { file: '470.2b8ca2a597.js', app: 'shell', contents: client },
    { file: '325.00a111f6db.js', app: 'shell', contents: dom },
    { file: 'remoteEntry.js', app: 'mfe-billing', contents: entry },
    { file: '594.18d693e629.js', app: 'shell', contents: contentsOf('x', null) },
  ]);
  assert.deepEqual(labels, [
    'react-dom (react-dom-client.production.js)',
    'react-dom (react-dom.production.js)',
    'remoteEntry.js of mfe_billing',
    'shell 594.js (no source map)',
  ]);
});
