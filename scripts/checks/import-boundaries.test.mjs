import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import test from 'node:test';
import { ESLint } from 'eslint';
import { boundaryProblem } from './import-boundaries.mjs';
import { ROOT } from './import-cycles.mjs';

const at = (file) => path.join(ROOT, file);

test('a remote imports only shared and contracts, through the entry points they export', () => {
  const file = at('mfe-tracking/src/settings/Planted.tsx');
  assert.equal(boundaryProblem(file, '@whalewatch/shared'), null);
  assert.equal(boundaryProblem(file, '@whalewatch/shared/testing'), null);
  assert.equal(boundaryProblem(file, '@whalewatch/contracts/constants'), null);
  assert.equal(boundaryProblem(file, './SettingsTab'), null);
  assert.equal(boundaryProblem(file, 'react'), null);
  assert.equal(boundaryProblem(file, '@whalewatch/mfe-analyzer'), 'a remote never imports another remote');
  assert.equal(boundaryProblem(file, 'mfe_analyzer/TokenAnalyzer'), 'a remote never imports another remote');
  assert.equal(boundaryProblem(file, '@whalewatch/shell'), 'the remotes import only @whalewatch/shared and @whalewatch/contracts');
  assert.equal(
    boundaryProblem(file, '@whalewatch/shared/src/api/apiClient'),
    '@whalewatch/shared does not export "./src/api/apiClient": import its public entry points only',
  );
  assert.equal(
    boundaryProblem(file, '../../../mfe-analyzer/src/exposes'),
    'import @whalewatch/mfe-analyzer by its package name, not by a path out of mfe-tracking/',
  );
  assert.equal(
    boundaryProblem(file, '../../../shared/src/api/apiClient'),
    'import @whalewatch/shared by its package name, not by a path out of mfe-tracking/',
  );
});

test('the shell imports no remote; shared builds on contracts alone', () => {
  assert.equal(
    boundaryProblem(at('shell/src/app/Planted.tsx'), 'mfe_tracking/RegisterWallets'),
    'the shell imports no remote: it loads them at run time',
  );
  assert.equal(
    boundaryProblem(at('shell/src/app/Planted.tsx'), '@whalewatch/mfe-tracking'),
    'the shell imports no remote: it loads them at run time',
  );
  assert.equal(boundaryProblem(at('shared/src/ui/Planted.tsx'), '@whalewatch/contracts'), null);
  assert.equal(
    boundaryProblem(at('shared/src/ui/Planted.tsx'), '@whalewatch/shell'),
    '@whalewatch/shared may not depend on @whalewatch/shell',
  );
  assert.equal(
    boundaryProblem(at('contracts/src/Planted.ts'), '@whalewatch/shared'),
    '@whalewatch/contracts may not depend on @whalewatch/shared',
  );
});

test("the api's folders use one another through their index.ts; tests may reach into what they test", () => {
  const service = at('api/src/tracking/service.ts');
  assert.equal(boundaryProblem(service, '../chain'), null);
  assert.equal(boundaryProblem(service, './repo'), null);
  assert.equal(boundaryProblem(service, '../config'), null);
  assert.equal(
    boundaryProblem(service, '../chain/chain-source'),
    "use the chain folder through its public face, '../chain' (api/src/chain/index.ts)",
  );
  assert.equal(
    boundaryProblem(at('api/src/chain/etherscan/client.ts'), '../../config/environment'),
    "use the config folder through its public face, '../../config' (api/src/config/index.ts)",
  );
  assert.equal(boundaryProblem(service, '../app'), 'no folder of the api imports app.ts or server.ts: they put the folders together');
  assert.equal(boundaryProblem(at('api/src/server.ts'), './app'), null);
  assert.equal(boundaryProblem(at('api/src/tracking/tracking.test.ts'), '../chain/chain-source'), null);
  assert.equal(boundaryProblem(at('api/src/testing/test-app.ts'), '../chain/rpc/rpc-source'), null);
});

test('the repository lint reports a planted file that imports another remote', async () => {
  const planted = at('mfe-tracking/src/planted-boundary-violation.ts');
  fs.writeFileSync(planted, "import '../../mfe-analyzer/src/exposes';\nimport 'mfe_analyzer/TokenAnalyzer';\nexport {};\n");
  try {
    const [result] = await new ESLint({ cwd: ROOT }).lintFiles([planted]);
    assert.deepEqual(
      result.messages.map(({ ruleId, message, line }) => ({ ruleId, message, line })),
      [
        {
          ruleId: 'whalewatch/import-boundaries',
          message:
            'import @whalewatch/mfe-analyzer by its package name, not by a path out of mfe-tracking/ ("../../mfe-analyzer/src/exposes")',
          line: 1,
        },
        {
          ruleId: 'whalewatch/import-boundaries',
          message: 'a remote never imports another remote ("mfe_analyzer/TokenAnalyzer")',
          line: 2,
        },
      ],
    );
  } finally {
    fs.rmSync(planted, { force: true });
  }
});
