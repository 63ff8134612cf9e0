// "Where you're signed in" (issue 36): every session of the account — its device, IP address, when it began
// and was last active — with this browser's marked; any other can be signed out at once (its streams
// close too), or all of them together (supabase-js's sign-out of the others).
import {
  accountApi,
  Button,
  EntryDetails,
  EntryList,
  getSupabase,
  LoadFailed,
  MutedText,
  SESSIONS_LOAD_FAILED,
  SESSION_SIGN_OUT_FAILED,
  Spinner,
  toast,
  useLoad,
  type SignedInSession,
} from '@whalewatch/shared';
import { useState } from 'react';
import styled from 'styled-components';
import { Actions, Badge, formatWhen, Section } from '../Section';

export const SESSIONS_TITLE = "Where you're signed in";
export const THIS_DEVICE = 'This device';
export const UNKNOWN_DEVICE = 'Unknown device';
export const SIGN_OUT = 'Sign out';
export const SIGN_OUT_OTHERS = 'Sign out everywhere else';
export const SESSION_SIGNED_OUT = 'That session is signed out.';
export const OTHERS_SIGNED_OUT = 'Signed out everywhere else.';
export const SIGN_OUT_OTHERS_FAILED = 'Failed to sign out the other sessions';
export const ONLY_HERE = 'You are signed in only here.';

const Device = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: 600;
`;

const Facts = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const fetchSessions = (signal: AbortSignal) => accountApi.sessions(signal);

/** What a session's "Sign out" button says to a screen reader: which one it ends. */
export const signOutLabel = (session: SignedInSession) =>
  `${SIGN_OUT} ${session.device ?? UNKNOWN_DEVICE}, last active ${formatWhen(session.lastActiveAt)}`;

async function signOutOthers(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut({ scope: 'others' });
  if (error) throw error;
}

function SessionItem({ session, onSignOut, busy }: { session: SignedInSession; onSignOut: () => void; busy: boolean }) {
  return (
    <li>
      <EntryDetails>
        <Device>
          {session.device ?? UNKNOWN_DEVICE}
          {session.current ? <Badge>{THIS_DEVICE}</Badge> : null}
          {session.aal === 'aal2' ? <Badge $tone="success">Two-factor</Badge> : null}
        </Device>
        <Facts>IP address: {session.ip ?? 'unknown'}</Facts>
        <Facts>
          Signed in <time dateTime={session.createdAt}>{formatWhen(session.createdAt)}</time> · last active{' '}
          <time dateTime={session.lastActiveAt}>{formatWhen(session.lastActiveAt)}</time>
        </Facts>
      </EntryDetails>
      {session.current ? null : (
        <Button $variant="secondary" onClick={onSignOut} disabled={busy} aria-label={signOutLabel(session)}>
          {SIGN_OUT}
        </Button>
      )}
    </li>
  );
}

export function SessionsSection() {
  const { load, reload, refresh, update } = useLoad(fetchSessions, 'the sessions');
  const [busy, setBusy] = useState<string | null>(null);

  const signOut = async (session: SignedInSession) => {
    setBusy(session.id);
    try {
      await accountApi.signOutSession(session.id);
      update((sessions) => sessions.filter((candidate) => candidate.id !== session.id));
      toast.success(SESSION_SIGNED_OUT);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : SESSION_SIGN_OUT_FAILED);
    } finally {
      setBusy(null);
    }
  };

  const signOutEverywhereElse = async () => {
    setBusy('others');
    try {
      await signOutOthers();
      toast.success(OTHERS_SIGNED_OUT);
      refresh();
    } catch (error) {
      console.error('Signing out the other sessions failed', error);
      toast.error(SIGN_OUT_OTHERS_FAILED);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title={SESSIONS_TITLE}>
      {load.state === 'loading' ? <Spinner label="Loading where you're signed in" /> : null}
      {load.state === 'failed' ? (
        <LoadFailed message={load.error instanceof Error ? load.error.message : SESSIONS_LOAD_FAILED} onRetry={reload} />
      ) : null}
      {load.state === 'loaded' ? (
        <>
          <EntryList aria-label={SESSIONS_TITLE}>
            {load.value.map((session) => (
              <SessionItem key={session.id} session={session} busy={busy !== null} onSignOut={() => void signOut(session)} />
            ))}
          </EntryList>
          {load.value.some((session) => !session.current) ? (
            <Actions>
              <Button $variant="danger" onClick={() => void signOutEverywhereElse()} disabled={busy !== null}>
                {SIGN_OUT_OTHERS}
              </Button>
            </Actions>
          ) : (
            <MutedText>{ONLY_HERE}</MutedText>
          )}
        </>
      ) : null}
    </Section>
  );
}
