// The skew checks a release passes before it is flipped live: every shared module its remote takes
// from the shell must be one the shell provides, in a version the remote accepts, and it must have been
// built with the shell's federation runtime (the shell hands its one runtime to every remote on the
// page, so a runtime upgrade is never one remote's alone: module-federation/core#4134).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { ROOT } from '../root.mjs';
// The federation runtime's own range check, as the shell applies it (shell/src/federation/remoteSelection.ts).
import { satisfy as satisfies } from '@module-federation/runtime-core';
import { requirementsOf } from './store.mjs';

/** What a shell build provides, from its mf-manifest.json. */
export function providesOf(manifest) {
  return {
    shared: Object.fromEntries((manifest.shared ?? []).map((entry) => [entry.name, entry.version])),
    federationRuntime: manifest.metaData?.pluginVersion ?? null,
  };
}

/** The running shell's (its /mf-manifest.json), else the configured one's build (shell/dist). */
export async function shellProvides(shellUrl, { shellDist = path.join(ROOT, 'shell', 'dist') } = {}) {
  try {
    const response = await fetch(`${shellUrl}/mf-manifest.json`, { signal: AbortSignal.timeout(2_000) });
    if (response.ok) return { source: `the running shell at ${shellUrl}`, ...providesOf(await response.json()) };
  } catch {
    // Not running: the build on disk is what would run.
  }
  const file = path.join(shellDist, 'mf-manifest.json');
  if (!fs.existsSync(file)) {
    throw new Error(
      `No shell to check against: none answers at ${shellUrl} and ${file} does not exist (npm run build -w @whalewatch/shell)`,
    );
  }
  return {
    source: `the shell built in ${path.relative(ROOT, shellDist) || shellDist}`,
    ...providesOf(JSON.parse(fs.readFileSync(file, 'utf8'))),
  };
}

/** Why the remote (its built mf-manifest.json) cannot run inside the shell; empty when it can. */
export function skewProblems(manifest, provides) {
  const problems = [];
  for (const shared of manifest.shared ?? []) {
    const required = shared.requiredVersion;
    if (typeof required !== 'string' || required === '*') continue;
    const provided = provides.shared[shared.name];
    if (!provided) problems.push(`it needs shared module ${shared.name} ${required}, which the shell does not provide`);
    else if (!satisfies(provided, required)) problems.push(`it needs ${shared.name} ${required}; the shell provides ${provided}`);
  }
  const { federationRuntime } = requirementsOf(manifest);
  if (provides.federationRuntime && !satisfies(provides.federationRuntime, federationRuntime)) {
    problems.push(
      `it was built with federation runtime ${federationRuntime}; the shell runs ${provides.federationRuntime} and shares it with every remote (rebuild the remote with ${provides.federationRuntime}, or upgrade the shell first)`,
    );
  }
  return problems;
}

const require = createRequire(import.meta.url);

/**
 * The screens the shell mounts from each remote (@whalewatch/contracts/federation, as built into
 * contracts/dist); null when that build is not there.
 */
export function shellScreens() {
  try {
    return require(path.join(ROOT, 'contracts', 'dist', 'federation', 'index.js')).REMOTE_SCREENS ?? null;
  } catch {
    return null;
  }
}

/** The shell↔remote contract: every screen the shell mounts from this container must be exposed by the build. */
export function contractProblems(container, manifest, screens = shellScreens()) {
  if (!screens) return [];
  const exposed = new Set((manifest.exposes ?? []).map((expose) => expose.name));
  return Object.entries(screens[container] ?? {})
    .filter(([name]) => !exposed.has(name))
    .map(([name, screen]) => `it does not expose ${name}, which the shell mounts on ${screen.route}`);
}
