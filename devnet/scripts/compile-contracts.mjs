// Compiles devnet/contracts/*.sol with the solc npm package (no downloaded compilers) and writes one
// <Contract>.json (ABI, creation and runtime bytecode) beside each source. `--check` writes nothing and
// exits 1 when a committed artifact differs from a fresh compile.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import solc from 'solc';

const CONTRACTS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'contracts');
const SETTINGS = {
  optimizer: { enabled: true, runs: 200 },
  evmVersion: 'cancun',
  outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object', 'evm.deployedBytecode.object'] } },
};

function compile() {
  const sources = {};
  for (const file of fs
    .readdirSync(CONTRACTS_DIR)
    .filter((name) => name.endsWith('.sol'))
    .sort()) {
    sources[file] = { content: fs.readFileSync(path.join(CONTRACTS_DIR, file), 'utf8') };
  }
  const output = JSON.parse(solc.compile(JSON.stringify({ language: 'Solidity', sources, settings: SETTINGS })));
  const errors = (output.errors ?? []).filter((error) => error.severity === 'error');
  if (errors.length > 0) throw new Error(errors.map((error) => error.formattedMessage).join('\n'));

  const artifacts = new Map();
  for (const [sourceName, contracts] of Object.entries(output.contracts)) {
    for (const [contractName, contract] of Object.entries(contracts)) {
      const artifact = {
        contractName,
        sourceName,
        compiler: `solc ${solc.version()}`,
        settings: { optimizer: SETTINGS.optimizer, evmVersion: SETTINGS.evmVersion },
        abi: contract.abi,
        bytecode: `0x${contract.evm.bytecode.object}`,
        deployedBytecode: `0x${contract.evm.deployedBytecode.object}`,
      };
      artifacts.set(path.join(CONTRACTS_DIR, `${contractName}.json`), `${JSON.stringify(artifact, null, 2)}\n`);
    }
  }
  return artifacts;
}

const check = process.argv.includes('--check');
const stale = [];
for (const [file, text] of compile()) {
  const committed = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : null;
  if (committed === text) continue;
  if (check) stale.push(path.basename(file));
  else fs.writeFileSync(file, text);
}
if (stale.length > 0) {
  console.error(`Out of date with the sources: ${stale.join(', ')}. Run: npm run compile -w @whalewatch/devnet`);
  process.exit(1);
}
console.log(check ? 'contract artifacts match the sources' : `contract artifacts written to ${CONTRACTS_DIR}`);
