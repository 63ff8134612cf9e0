import { MESSAGES, RECOVERY_REFRESH_TOKEN_KEY, RECOVERY_TOKEN_KEY, sessionStore } from '@whalewatch/shared';
import { buildUser, renderWithProviders, serveFakeAuth, type FakeAuthServer } from '@whalewatch/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authFrom, renderAuthRoutes } from '../testing/renderAuthRoutes';
import AuthPanel from './AuthPanel';
import { DEMO_ITEMS, DEMO_TITLE, WELCOME_BULLETS, WELCOME_TEXT, WELCOME_TITLE } from './SidePanel';
import { SIGN_IN_ANOTHER, SIGNED_IN_TITLE } from './SignedInNotice';

let server: FakeAuthServer;

beforeEach(() => {
  server = serveFakeAuth();
});

const title = () => screen.getByRole('heading', { level: 1 });
const submit = (name: string) => screen.getByRole('button', { name });

describe('AuthPanel modes', () => {
  it("opens in sign-in mode with its title, submit label and the links 'Create Account' and 'Forgot Password?'", () => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    expect(title()).toHaveTextContent('Sign In');
    expect(submit('Sign In')).toHaveAttribute('type', 'submit');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to Sign In' })).not.toBeInTheDocument();
  });

  it("switches to sign-up mode ('Create Account' / 'Sign Up') and focuses the new title", async () => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(title()).toHaveTextContent('Create Account');
    expect(title()).toHaveFocus();
    expect(submit('Sign Up')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it("switches to forgot mode ('Reset Password' / 'Send Reset Instructions') with the email field only", async () => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    expect(title()).toHaveTextContent('Reset Password');
    expect(submit('Send Reset Instructions')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it("shows verify mode ('Verify Email' / 'Verify Email') with a code field of at most 6 characters", async () => {
    renderWithProviders(<AuthPanel initialMode="verify" />, { route: '/auth' });
    expect(title()).toHaveTextContent('Verify Email');
    expect(submit('Verify Email')).toBeInTheDocument();
    const code = screen.getByLabelText('Verification Code');
    expect(code).toHaveAttribute('maxLength', '6');
    await userEvent.type(code, '12345678');
    expect(code).toHaveValue('123456');
  });

  it("shows reset mode ('Set New Password' / 'Reset Password') with a new password field and no email", () => {
    renderWithProviders(<AuthPanel initialMode="reset" />, { route: '/auth' });
    expect(title()).toHaveTextContent('Set New Password');
    expect(submit('Reset Password')).toBeInTheDocument();
    expect(screen.getByLabelText('New Password')).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it.each([
    ['Create Account', 'Create Account'],
    ['Forgot Password?', 'Reset Password'],
  ])("returns from the '%s' mode to sign in through 'Back to Sign In'", async (link, modeTitle) => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: link }));
    expect(title()).toHaveTextContent(modeTitle);
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(title()).toHaveTextContent('Sign In');
  });

  it.each([
    ['Create Account', 'Sign Up'],
    ['Forgot Password?', 'Send Reset Instructions'],
  ])("does not carry the typed password into '%s', and keeps the email", async (link, submitLabel) => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), 'orca@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(screen.getByRole('button', { name: link }));
    expect(submit(submitLabel)).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('orca@example.com');
    if (link === 'Create Account') expect(screen.getByLabelText('Password')).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('offers Back to Sign In in verify mode too', async () => {
    renderWithProviders(<AuthPanel initialMode="verify" />, { route: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(title()).toHaveTextContent('Sign In');
  });
});

describe('AuthPanel side panel', () => {
  it('shows the welcome text and its three bullets outside sign-up mode', () => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    const panel = screen.getByRole('complementary', { name: WELCOME_TITLE });
    expect(panel).toHaveTextContent(WELCOME_TEXT);
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Real-time transaction monitoring', 'Token analysis and insights', 'Instant notifications']);
    expect(WELCOME_BULLETS).toHaveLength(3);
  });

  it('promises the demo (walkthrough, Q&A session, interactive discussion) in sign-up mode', async () => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    const panel = screen.getByRole('complementary', { name: DEMO_TITLE });
    expect(
      within(panel)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(DEMO_ITEMS);
    expect(panel).toHaveTextContent('tracking wallets, analyzing token holders and monitoring whale portfolios');
    expect(panel).toHaveTextContent('Q&A session');
    expect(panel).toHaveTextContent('interactive discussion');
  });
});

describe('AuthPanel validation', () => {
  it.each([
    ['Sign In', null],
    ['Sign Up', 'Create Account'],
  ])("shows the email and password messages when submitting '%s' with bad values", async (submitLabel, link) => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    if (link) await userEvent.click(screen.getByRole('button', { name: link }));
    await userEvent.type(screen.getByLabelText('Email'), 'not an email');
    await userEvent.type(screen.getByLabelText('Password'), '12345');
    await userEvent.click(submit(submitLabel));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('Password must be at least 6 characters');
  });

  it("shows 'Please enter a valid email address' in forgot mode", async () => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await userEvent.type(screen.getByLabelText('Email'), 'whale@example');
    await userEvent.click(submit('Send Reset Instructions'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');
  });

  it("shows 'Please enter the verification code' for an empty code", async () => {
    renderWithProviders(<AuthPanel initialMode="verify" />, { route: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), 'whale@example.com');
    await userEvent.click(submit('Verify Email'));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the verification code');
  });

  it("shows 'New password must be at least 6 characters' and 'Invalid reset token…' in reset mode without a token", async () => {
    renderWithProviders(<AuthPanel initialMode="reset" />, { route: '/auth' });
    await userEvent.type(screen.getByLabelText('New Password'), 'short');
    await userEvent.click(submit('Reset Password'));
    expect(screen.getByLabelText('New Password')).toHaveAccessibleDescription('New password must be at least 6 characters');
    expect(screen.getByText('Invalid reset token. Please use the link from your email.')).toHaveAttribute('role', 'alert');
    expect(MESSAGES.invalidResetToken).toBe('Invalid reset token. Please use the link from your email.');
  });

  it('clears a field message as soon as the field is edited', async () => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.click(submit('Sign In'));
    expect(screen.getAllByRole('alert')).toHaveLength(2);
    await userEvent.type(screen.getByLabelText('Email'), 'w');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
  });

  it('sends nothing while a field is invalid', async () => {
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.type(screen.getByLabelText('Email'), 'not an email');
    await userEvent.type(screen.getByLabelText('Password'), 'secret-password');
    await userEvent.click(submit('Sign In'));
    expect(server.requests).toHaveLength(0);
  });
});

describe('AuthPanel recovery token', () => {
  it('switches to reset mode for tokens in the hash (access_token, refresh_token), keeps them in session storage and removes them from the URL', async () => {
    renderAuthRoutes('/auth#access_token=hash-token&refresh_token=refresh&type=recovery');
    expect(title()).toHaveTextContent('Set New Password');
    expect(await screen.findByLabelText('current url')).toHaveTextContent(/^\/auth null$/);
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBe('hash-token');
    expect(sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY)).toBe('refresh');
  });

  it('switches to reset mode for a token in the query (token) and removes it from the URL', async () => {
    renderAuthRoutes('/auth?token=query-token&type=recovery');
    expect(title()).toHaveTextContent('Set New Password');
    expect(await screen.findByLabelText('current url')).toHaveTextContent(/^\/auth null$/);
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBe('query-token');
    expect(sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('switches to reset mode for a token waiting in session storage (recoveryToken)', () => {
    sessionStorage.setItem('recoveryToken', 'stored-token');
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    expect(title()).toHaveTextContent('Set New Password');
  });

  it("clears the recovery tokens on 'Back to Sign In'", async () => {
    sessionStorage.setItem(RECOVERY_TOKEN_KEY, 'stored-token');
    sessionStorage.setItem(RECOVERY_REFRESH_TOKEN_KEY, 'stored-refresh-token');
    renderWithProviders(<AuthPanel />, { route: '/auth' });
    await userEvent.click(screen.getByRole('button', { name: 'Back to Sign In' }));
    expect(title()).toHaveTextContent('Sign In');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY)).toBeNull();
  });
});

describe('AuthPanel when already signed in', () => {
  const user = buildUser({ email: 'orca@example.com' });

  // The notice is a chunk of its own (AlreadySignedIn): it shows once that has come.
  const noticeShown = () => screen.findByRole('heading', { level: 1, name: SIGNED_IN_TITLE });

  it("says 'You're signed in as <email>' with a way on, instead of the sign-in form", async () => {
    renderWithProviders(<AuthPanel />, { route: '/auth', user });
    expect(await noticeShown()).toBeInTheDocument();
    expect(screen.getByText(/You're signed in as/)).toHaveTextContent("You're signed in as orca@example.com.");
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute('href', '/dashboard');
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign In' })).not.toBeInTheDocument();
  });

  it('offers to continue to the page that sent the user here', async () => {
    renderAuthRoutes(authFrom('/stealth'), {}, { user });
    await noticeShown();
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', '/stealth');
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it(`ends the session on '${SIGN_IN_ANOTHER}' and shows the sign-in form`, async () => {
    renderWithProviders(<AuthPanel />, { route: '/auth', user });
    await userEvent.click(await screen.findByRole('button', { name: SIGN_IN_ANOTHER }));
    expect(sessionStore.getState().user).toBeNull();
    expect(title()).toHaveTextContent('Sign In');
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('still opens the reset form for a recovery link', () => {
    renderAuthRoutes('/auth?token=query-token&type=recovery', {}, { user });
    expect(title()).toHaveTextContent('Set New Password');
  });
});
