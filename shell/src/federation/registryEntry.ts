// The remotes registry's entries (its format: remoteRegistry.ts; written by npm run deploy).

/** What a release's remote needs of the shell: semver ranges of its @whalewatch/shared and federation runtime. */
export interface RemoteRequirements {
  shared?: string;
  federationRuntime?: string;
}

export interface ReleaseEntry {
  entry: string;
  version?: string;
  /** The release's id (`<version>-<hash>`, or `workspace`: the build npm start serves); absent in schemaVersion 1. */
  release?: string;
  requires?: RemoteRequirements;
}

export interface RegistryEntry extends ReleaseEntry {
  /** A second release that `percent` % of browsers get instead. */
  canary?: ReleaseEntry & { percent: number };
}

export interface RemoteRegistry {
  schemaVersion: 1 | 2;
  remotes: Record<string, RegistryEntry>;
}
