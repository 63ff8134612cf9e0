// 'Token Watchlist' on the dashboard (spec §2, §5, §8): the user's tokens from the watchlist table, an
// address input with Add Token, and Remove per entry. Invalid and duplicate addresses are refused at the
// field; saving and removing report by toast, and a failure changes nothing.
import {
  addToWatchlist,
  AddressField,
  AlreadyInWatchlistError,
  Button,
  Card,
  EntryList,
  InlineForm,
  isAddress,
  LoadFailed,
  loadWatchlist,
  MESSAGES,
  MutedText,
  removeFromWatchlist,
  Spinner,
  toast,
  useLoad,
  useSession,
} from '@whalewatch/shared';
import { useCallback, useState, type FormEvent } from 'react';
import { WatchlistToken } from './WatchlistToken';

export const EMPTY_WATCHLIST = 'No tokens in watchlist';
export const TOKEN_ALREADY_IN_WATCHLIST = 'Token already in watchlist';
export const TOKEN_ADDED = 'Token added to watchlist';
export const TOKEN_REMOVED = 'Token removed from watchlist';
export const ADD_FAILED = 'Failed to add token to watchlist';
export const REMOVE_FAILED = 'Failed to remove token from watchlist';
/** Not in the spec: what a failed first load says. */
export const LOAD_FAILED = 'Failed to load watchlist';

export function TokenWatchlist() {
  const userId = useSession((state) => state.user?.id ?? null);
  const fetchTokens = useCallback(async (signal: AbortSignal) => (userId ? loadWatchlist(userId, signal) : []), [userId]);
  const { load: tokens, reload, update } = useLoad(fetchTokens, 'the watchlist');
  const [address, setAddress] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<ReadonlySet<string>>(new Set());

  const saved = tokens.state === 'loaded' ? tokens.value : [];

  const addToken = async (event: FormEvent) => {
    event.preventDefault();
    if (!userId || adding) return;
    const token = address.trim().toLowerCase();
    const problem = !isAddress(token) ? MESSAGES.invalidTokenAddress : saved.includes(token) ? TOKEN_ALREADY_IN_WATCHLIST : null;
    setFieldError(problem);
    if (problem) return;
    setAdding(true);
    try {
      await addToWatchlist(userId, token);
      update((addresses) => [...addresses, token]);
      setAddress('');
      toast.success(TOKEN_ADDED);
    } catch (error) {
      if (error instanceof AlreadyInWatchlistError) {
        // Added elsewhere meanwhile (another tab): the list catches up.
        setFieldError(TOKEN_ALREADY_IN_WATCHLIST);
        reload();
      } else {
        console.error('Adding to the watchlist failed', error);
        toast.error(ADD_FAILED);
      }
    } finally {
      setAdding(false);
    }
  };

  const removeToken = async (token: string) => {
    if (!userId) return;
    setRemoving((current) => new Set(current).add(token));
    try {
      await removeFromWatchlist(userId, token);
      update((addresses) => addresses.filter((saved) => saved !== token));
      toast.success(TOKEN_REMOVED);
    } catch (error) {
      console.error('Removing from the watchlist failed', error);
      toast.error(REMOVE_FAILED);
    } finally {
      setRemoving((current) => {
        const next = new Set(current);
        next.delete(token);
        return next;
      });
    }
  };

  return (
    <Card>
      <InlineForm
        onSubmit={(event) => {
          void addToken(event);
        }}
        noValidate
        aria-label="Add Token"
      >
        <AddressField label="Token Address" value={address} onChange={(event) => setAddress(event.target.value)} error={fieldError} />
        <Button type="submit" disabled={adding || tokens.state !== 'loaded'}>
          {adding ? 'Adding...' : 'Add Token'}
        </Button>
      </InlineForm>
      {tokens.state === 'loading' ? <Spinner label="Loading watchlist" /> : null}
      {tokens.state === 'failed' ? <LoadFailed message={LOAD_FAILED} onRetry={reload} /> : null}
      {tokens.state === 'loaded' && saved.length === 0 ? <MutedText>{EMPTY_WATCHLIST}</MutedText> : null}
      {saved.length > 0 ? (
        <EntryList aria-label="Watchlist tokens">
          {saved.map((token) => (
            <WatchlistToken
              key={token}
              address={token}
              removing={removing.has(token)}
              onRemove={() => {
                void removeToken(token);
              }}
            />
          ))}
        </EntryList>
      ) : null}
    </Card>
  );
}
