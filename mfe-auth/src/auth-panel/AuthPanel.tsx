// /auth (spec §2 "Authentication panel", §5): one panel in five modes, the recovery link's tokens, and
// each mode's submit (useAuthSubmit: client-side validation, then the mode's request).
import { Button, Card, Field, MAX_CODE_LENGTH, MIN_PASSWORD_LENGTH, Page, PageTitle, TextButton, useSession } from '@whalewatch/shared';
import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import styled from 'styled-components';
import {
  AUTH_MODES,
  EMPTY_VALUES,
  showsCode,
  showsEmail,
  showsNewPassword,
  showsPassword,
  type AuthFormErrors,
  type AuthFormField,
  type AuthMode,
} from './authForm';
import { AlreadySignedIn } from './AlreadySignedIn';
import { SidePanel } from './SidePanel';
import { useAuthSubmit, warmAccountSteps } from './useAuthSubmit';
import { useRecoveryToken } from './useRecoveryToken';
import { openWalletSignIn, WALLET_SIGN_IN, type WalletSignInPanel } from './wallet-sign-in/WalletSignInEntry';

const NO_ERRORS: AuthFormErrors = { fields: {}, form: null };

const Layout = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
  gap: ${({ theme }) => theme.space(6)};
  align-items: start;

  @media (max-width: ${({ theme }) => theme.breakpoints.mobile}) {
    grid-template-columns: 1fr;
  }
`;

const Title = styled(PageTitle)`
  &:focus {
    outline: none;
  }
`;

const Submit = styled(Button)`
  width: 100%;
  margin-top: ${({ theme }) => theme.space(2)};
`;

const FormError = styled.p`
  margin: 0 0 ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.danger};
`;

const ModeLinks = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

export interface AuthPanelProps {
  /** Where the panel starts when no recovery token is waiting; the shell renders it without props. */
  initialMode?: AuthMode;
}

export default function AuthPanel({ initialMode = 'signIn' }: AuthPanelProps) {
  const user = useSession((state) => state.user);
  const { recoveryTokens, clearRecoveryTokens } = useRecoveryToken();
  const [mode, setMode] = useState<AuthMode>(() => (recoveryTokens ? 'reset' : initialMode));
  const [values, setValues] = useState(EMPTY_VALUES);
  const [errors, setErrors] = useState(NO_ERRORS);
  // Sign in with Ethereum (issue 36), opened under the form.
  const [WalletPanel, setWalletPanel] = useState<WalletSignInPanel | null>(null);
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);
  const focusTitle = useRef(false);

  const switchMode = (next: AuthMode) => {
    focusTitle.current = true;
    setMode(next);
    setErrors(NO_ERRORS);
    // A password typed for one mode is not carried into another (Sign In → Create Account); the email is.
    setValues((current) => ({ ...EMPTY_VALUES, email: current.email }));
  };

  const { busy, submit } = useAuthSubmit({ recoveryTokens, clearRecoveryTokens, switchMode, showErrors: setErrors });

  // A recovery link opened while the panel is showing still lands on the reset form.
  useEffect(() => {
    if (recoveryTokens) {
      setMode('reset');
      setErrors(NO_ERRORS);
    }
  }, [recoveryTokens]);

  // After a mode switch the clicked link is gone; the new title takes the focus.
  useEffect(() => {
    if (!focusTitle.current) return;
    focusTitle.current = false;
    titleRef.current?.focus();
  }, [mode]);

  // Submitting goes through a chunk of its own: fetched once a mode other than Sign In shows, if not before.
  useEffect(() => {
    if (mode !== 'signIn') warmAccountSteps();
  }, [mode]);

  const backToSignIn = () => {
    clearRecoveryTokens();
    switchMode('signIn');
  };

  const onChange = (field: AuthFormField) => (event: ChangeEvent<HTMLInputElement>) => {
    const { value } = event.target;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, fields: { ...current.fields, [field]: undefined } }));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!busy) void submit(mode, values);
  };

  const { title, submitLabel } = AUTH_MODES[mode];

  // Already signed in, and no recovery link to finish: no second sign-in. (While a request of this panel
  // runs, its success is what signs the user in; the panel then moves on.)
  if (user && !recoveryTokens && !busy) return <AlreadySignedIn email={user.email} />;

  return (
    <Page>
      <Layout>
        <Card aria-labelledby={titleId}>
          <Title id={titleId} ref={titleRef} tabIndex={-1}>
            {title}
          </Title>
          {/* A field or the submit button taking the focus is the moment to fetch what submitting needs. */}
          <form onSubmit={onSubmit} onFocus={warmAccountSteps} noValidate aria-labelledby={titleId}>
            {showsEmail(mode) ? (
              <Field
                label="Email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={onChange('email')}
                error={errors.fields.email}
              />
            ) : null}
            {showsPassword(mode) ? (
              <Field
                label="Password"
                type="password"
                autoComplete={mode === 'signUp' ? 'new-password' : 'current-password'}
                minLength={MIN_PASSWORD_LENGTH}
                value={values.password}
                onChange={onChange('password')}
                error={errors.fields.password}
              />
            ) : null}
            {showsCode(mode) ? (
              <Field
                label="Verification Code"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={MAX_CODE_LENGTH}
                value={values.code}
                onChange={onChange('code')}
                error={errors.fields.code}
              />
            ) : null}
            {showsNewPassword(mode) ? (
              <Field
                label="New Password"
                type="password"
                autoComplete="new-password"
                minLength={MIN_PASSWORD_LENGTH}
                value={values.newPassword}
                onChange={onChange('newPassword')}
                error={errors.fields.newPassword}
              />
            ) : null}
            {errors.form ? <FormError role="alert">{errors.form}</FormError> : null}
            <Submit type="submit" disabled={busy} aria-busy={busy} onPointerEnter={warmAccountSteps}>
              {submitLabel}
            </Submit>
          </form>
          {/* Sign in with Ethereum (issue 36): its panel comes with the steps chunk. */}
          {mode !== 'signIn' ? null : WalletPanel ? (
            <WalletPanel onClose={() => setWalletPanel(null)} />
          ) : (
            <Submit
              $variant="secondary"
              disabled={busy}
              onClick={() => openWalletSignIn(setWalletPanel)}
              onPointerEnter={warmAccountSteps}
              onFocus={warmAccountSteps}
            >
              {WALLET_SIGN_IN}
            </Submit>
          )}
          <ModeLinks>
            {mode === 'signIn' ? (
              <>
                <TextButton
                  disabled={busy}
                  onClick={() => switchMode('signUp')}
                  onPointerEnter={warmAccountSteps}
                  onFocus={warmAccountSteps}
                >
                  Create Account
                </TextButton>
                <TextButton
                  disabled={busy}
                  onClick={() => switchMode('forgot')}
                  onPointerEnter={warmAccountSteps}
                  onFocus={warmAccountSteps}
                >
                  Forgot Password?
                </TextButton>
              </>
            ) : (
              <TextButton disabled={busy} onClick={backToSignIn}>
                Back to Sign In
              </TextButton>
            )}
          </ModeLinks>
        </Card>
        <SidePanel demo={mode === 'signUp'} />
      </Layout>
    </Page>
  );
}
