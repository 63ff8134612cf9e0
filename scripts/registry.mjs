// The remotes registry the shell fetches at start-up (format in shell/src/federation/remoteRegistry.ts).
// Each remote's entry is what its release history says is live (and its canary): the build npm start
// serves on the remote's own port until `npm run deploy` flips it to a release (scripts/releases/), so a
// restart keeps what was deployed.
import { registryFromHistories, storeOf } from './releases/store.mjs';

export function defaultRegistry(config) {
  return registryFromHistories(storeOf(config));
}
