// The list of wallets to register is a chunk of its own (issue 23): the Register tab opens with none, so
// the list is fetched when the user focuses the form that adds one, at the latest when the first is added.
// Until it is there a spinner holds its place; a failed fetch says so with 'Try again'.
import { OnDemand } from '@whalewatch/shared';
import type { WalletsToRegisterProps } from './WalletsToRegisterList';

export const WALLETS_TO_REGISTER_NOT_LOADED = 'The list of wallets to register could not be loaded.';

const walletsToRegisterList = () => import(/* webpackChunkName: "wallets-to-register" */ './WalletsToRegisterList');

/** Fetches the list ahead of a likely first wallet; a failure shows when the list is to show. */
export function warmWalletsToRegister(): void {
  walletsToRegisterList().catch(() => undefined);
}

export function WalletsToRegister(props: WalletsToRegisterProps) {
  return (
    <OnDemand load={walletsToRegisterList} what="the wallets to register" failedMessage={WALLETS_TO_REGISTER_NOT_LOADED}>
      {({ WalletsToRegisterList }) => <WalletsToRegisterList {...props} />}
    </OnDemand>
  );
}
