// "Delete account": the account and everything it owns, gone at once, after the user types DELETE. A
// subscription that would still renew is cancelled first (the page says where); an account with
// two-factor asks for the code first (the api's insufficient_aal opens the second step).
import { accountApi, ACCOUNT_DELETE_FAILED, ApiError, Button, endSession, Field, Modal, toast } from '@whalewatch/shared';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import styled from 'styled-components';
import { Actions, Section } from '../Section';

export const DELETE_ACCOUNT_TITLE = 'Delete account';
export const DELETE_ACCOUNT_TEXT =
  'Deleting your account removes your tracked wallets, alert channels, stealth list, notifications, two-factor settings and account activity, and signs you out everywhere. This cannot be undone.';
export const DELETE_ACCOUNT = 'Delete account';
export const CONFIRM_TITLE = 'Delete your account?';
export const CONFIRM_WORD = 'DELETE';
export const CONFIRM_LABEL = `Type ${CONFIRM_WORD} to confirm`;
export const CANCEL = 'Cancel';
export const ACCOUNT_DELETED = 'Your account was deleted.';
export const MANAGE_SUBSCRIPTION = 'Manage your subscription';
/** Where "Manage subscription" is (mfe-billing's plan actions). */
const PRICING_PATH = '/pricing';

const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

type Failure = { message: string; subscription: boolean };

function failureOf(error: unknown): Failure {
  if (error instanceof ApiError) return { message: error.message, subscription: error.code === 'subscription_renews' };
  return { message: ACCOUNT_DELETE_FAILED, subscription: false };
}

function ConfirmDeletion({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  // The session ends once the page is gone: ended while /account still shows, its guard would send the
  // visitor on to the sign-in form instead of home (the router moves in a transition, the session at once).
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) void endSession();
    },
    [],
  );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (typed.trim() !== CONFIRM_WORD || busy) return;
    setBusy(true);
    setFailure(null);
    try {
      await accountApi.deleteAccount();
    } catch (error) {
      setFailure(failureOf(error));
      setBusy(false);
      return;
    }
    deleted.current = true;
    toast.success(ACCOUNT_DELETED);
    void navigate('/', { replace: true });
  };

  return (
    <Modal title={CONFIRM_TITLE} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <p>{DELETE_ACCOUNT_TEXT}</p>
        <Field
          label={CONFIRM_LABEL}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
        />
        {failure ? (
          <Problem role="alert">
            {failure.message}
            {failure.subscription ? (
              <>
                {' '}
                <Link to={PRICING_PATH}>{MANAGE_SUBSCRIPTION}</Link>
              </>
            ) : null}
          </Problem>
        ) : null}
        <Actions>
          <Button type="submit" $variant="danger" disabled={typed.trim() !== CONFIRM_WORD || busy} aria-busy={busy}>
            {DELETE_ACCOUNT}
          </Button>
          <Button $variant="ghost" onClick={onClose}>
            {CANCEL}
          </Button>
        </Actions>
      </form>
    </Modal>
  );
}

export function DeleteAccountSection() {
  const [confirming, setConfirming] = useState(false);
  return (
    <Section title={DELETE_ACCOUNT_TITLE}>
      <p>{DELETE_ACCOUNT_TEXT}</p>
      <Actions>
        <Button $variant="danger" onClick={() => setConfirming(true)}>
          {DELETE_ACCOUNT}
        </Button>
      </Actions>
      {confirming ? <ConfirmDeletion onClose={() => setConfirming(false)} /> : null}
    </Section>
  );
}
