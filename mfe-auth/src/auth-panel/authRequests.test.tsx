import { AUTH_TOKEN_KEY, RECOVERY_REFRESH_TOKEN_KEY, RECOVERY_TOKEN_KEY, sessionStore } from '@whalewatch/shared';
import {
  buildAuthSession,
  buildUser,
  fail,
  failGotrue,
  failGotrueWith,
  failWith,
  serveFakeAuth,
  type FakeAuthServer,
} from '@whalewatch/shared/testing';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authFrom, renderAuthRoutes } from '../testing/renderAuthRoutes';
import { ACCOUNT_MESSAGES } from './accountSteps';
import { AUTH_MESSAGES } from './authRequests';

let server: FakeAuthServer;

beforeEach(() => {
  server = serveFakeAuth();
});

const title = () => screen.getByRole('heading', { level: 1 });
const submit = (name: string) => screen.getByRole('button', { name });
const url = () => screen.getByLabelText('current url');

async function fillSignIn(email = 'orca@example.com', password = 'secret-password') {
  await userEvent.type(screen.getByLabelText('Email'), email);
  await userEvent.type(screen.getByLabelText('Password'), password);
}

async function sendSignUpCode(email = 'orca@example.com') {
  await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
  await fillSignIn(email);
  await userEvent.click(submit('Sign Up'));
  await screen.findByRole('heading', { level: 1, name: 'Verify Email' });
}

describe('signing in', () => {
  it("signs the user in, shows 'Successfully signed in!' and returns to the page they came from", async () => {
    renderAuthRoutes(authFrom('/dashboard'));
    await fillSignIn('orca@example.com', 'secret-password');
    await userEvent.click(submit('Sign In'));

    expect(await screen.findByText('Successfully signed in!')).toBeInTheDocument();
    expect(AUTH_MESSAGES.signedIn).toBe('Successfully signed in!');
    expect(url()).toHaveTextContent(/^\/dashboard null$/);
    expect(sessionStore.getState().user).toMatchObject({ email: 'orca@example.com' });
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toBe(sessionStore.getState().authToken);
    expect(localStorage.getItem(AUTH_TOKEN_KEY)).toMatch(/^ey/);
    expect(server.requestsTo('POST /auth/signin')[0].body).toEqual({ email: 'orca@example.com', password: 'secret-password' });
  });

  it('goes to / when the visitor came from nowhere in particular', async () => {
    renderAuthRoutes('/auth');
    await fillSignIn();
    await userEvent.click(submit('Sign In'));
    await screen.findByText(AUTH_MESSAGES.signedIn);
    expect(url()).toHaveTextContent(/^\/ null$/);
  });

  it("shows the server's error text and keeps what the user typed", async () => {
    server.answer('POST /auth/signin', failWith(400, 'Invalid login credentials', 'invalid_credentials'));
    renderAuthRoutes('/auth');
    await fillSignIn('orca@example.com', 'not the password');
    await userEvent.click(submit('Sign In'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid login credentials');
    expect(title()).toHaveTextContent('Sign In');
    expect(screen.getByLabelText('Email')).toHaveValue('orca@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('not the password');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('shows the auth service error when it refuses the new session', async () => {
    server.answer('GET /auth/v1/user', failGotrue('user_not_found'));
    renderAuthRoutes('/auth');
    await fillSignIn();
    await userEvent.click(submit('Sign In'));
    expect(await screen.findByRole('alert')).toHaveTextContent('User from sub claim in JWT does not exist');
    expect(sessionStore.getState().user).toBeNull();
  });

  it('marks the submit busy while the request runs and ignores a second submit', async () => {
    const release = server.hold('POST /auth/signin');
    renderAuthRoutes('/auth');
    await fillSignIn('orca@example.com', 'secret-password');
    await userEvent.click(submit('Sign In'));

    await waitFor(() => expect(submit('Sign In')).toBeDisabled());
    expect(submit('Sign In')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('Email')).toHaveValue('orca@example.com');
    expect(screen.getByLabelText('Password')).toHaveValue('secret-password');
    // The mode links wait too, so a finished request never lands in another mode.
    expect(screen.getByRole('button', { name: 'Create Account' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Forgot Password?' })).toBeDisabled();
    await userEvent.type(screen.getByLabelText('Password'), '{Enter}');
    // A submit that gets past the disabled button (e.g. from a script) is ignored too.
    fireEvent.submit(screen.getByRole('form', { name: 'Sign In' }));
    expect(server.requestsTo('POST /auth/signin')).toHaveLength(1);

    release();
    expect(await screen.findByText(AUTH_MESSAGES.signedIn)).toBeInTheDocument();
    expect(server.requestsTo('POST /auth/signin')).toHaveLength(1);
  });
});

describe('signing up', () => {
  it("sends the code, says 'Verification code sent to your email' and moves to verify mode keeping the email", async () => {
    renderAuthRoutes('/auth');
    await sendSignUpCode('new.orca@example.com');

    expect(screen.getByText('Verification code sent to your email')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('new.orca@example.com');
    expect(submit('Verify Email')).toBeInTheDocument();
    expect(server.requestsTo('POST /auth/signup/initiate')[0].body).toEqual({
      email: 'new.orca@example.com',
      password: 'secret-password',
    });
  });

  it("shows 'Failed to send verification email. Please try again.' and stays in sign-up mode", async () => {
    server.answer('POST /auth/signup/initiate', fail('user_already_exists'));
    renderAuthRoutes('/auth');
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await fillSignIn();
    await userEvent.click(submit('Sign Up'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send verification email. Please try again.');
    expect(ACCOUNT_MESSAGES.signUpFailed).toBe('Failed to send verification email. Please try again.');
    expect(title()).toHaveTextContent('Create Account');
    expect(screen.getByLabelText('Email')).toHaveValue('orca@example.com');
  });

  it("verifies the emailed code, says 'Email verified and account created!' and signs the user in", async () => {
    renderAuthRoutes(authFrom('/register'));
    await sendSignUpCode('new.orca@example.com');
    await userEvent.type(screen.getByLabelText('Verification Code'), '123456');
    await userEvent.click(submit('Verify Email'));

    expect(await screen.findByText('Email verified and account created!')).toBeInTheDocument();
    expect(url()).toHaveTextContent(/^\/register null$/);
    expect(sessionStore.getState().user).toMatchObject({ email: 'new.orca@example.com' });
    expect(server.requestsTo('POST /auth/signup/complete')[0].body).toEqual({
      email: 'new.orca@example.com',
      otp: '123456',
    });
  });

  it("shows the server's error text for a wrong code and stays in verify mode", async () => {
    server.answer('POST /auth/signup/complete', failWith(400, 'Invalid or expired verification code', 'otp_expired'));
    renderAuthRoutes('/auth');
    await sendSignUpCode();
    await userEvent.type(screen.getByLabelText('Verification Code'), '000000');
    await userEvent.click(submit('Verify Email'));

    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid or expired verification code');
    expect(title()).toHaveTextContent('Verify Email');
    expect(screen.getByLabelText('Verification Code')).toHaveValue('000000');
    expect(sessionStore.getState().user).toBeNull();
  });
});

describe('forgot password', () => {
  async function requestReset(email = 'orca@example.com') {
    await userEvent.click(screen.getByRole('button', { name: 'Forgot Password?' }));
    await userEvent.type(screen.getByLabelText('Email'), email);
    await userEvent.click(submit('Send Reset Instructions'));
  }

  it("asks for the reset email, says 'Password reset instructions sent to your email' and stays in forgot mode", async () => {
    renderAuthRoutes('/auth');
    await requestReset('orca@example.com');

    expect(await screen.findByText('Password reset instructions sent to your email')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Reset Password');
    const [request] = server.requestsTo('POST /auth/v1/recover');
    expect(request.body).toMatchObject({ email: 'orca@example.com' });
    expect(request.url.searchParams.get('redirect_to')).toBe(`${window.location.origin}/authorisation`);
  });

  it("shows 'Failed to send password reset email. Please try again.' when the request fails", async () => {
    server.answer('POST /auth/v1/recover', failGotrueWith(429, 'Email rate limit exceeded', 'over_request_rate_limit'));
    renderAuthRoutes('/auth');
    await requestReset();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to send password reset email. Please try again.');
    expect(ACCOUNT_MESSAGES.resetRequestFailed).toBe('Failed to send password reset email. Please try again.');
    expect(title()).toHaveTextContent('Reset Password');
  });
});

describe('resetting the password from the emailed link', () => {
  function openResetLink() {
    const link = buildAuthSession(buildUser({ email: 'orca@example.com' }));
    renderAuthRoutes(
      `/authorisation#access_token=${link.access_token}&expires_in=3600&refresh_token=${link.refresh_token}&token_type=bearer&type=recovery`,
    );
    return link;
  }

  async function setNewPassword(password = 'a-fresh-start') {
    await userEvent.type(await screen.findByLabelText('New Password'), password);
    await userEvent.click(submit('Reset Password'));
  }

  it("sets the new password, says 'Password reset successful!', drops the link's tokens and returns to sign in", async () => {
    const link = openResetLink();
    await setNewPassword('a-fresh-start');

    expect(await screen.findByText('Password reset successful!')).toBeInTheDocument();
    expect(title()).toHaveTextContent('Sign In');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
    expect(sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY)).toBeNull();
    const [update] = server.requestsTo('PUT /auth/v1/user');
    expect(update.body).toMatchObject({ password: 'a-fresh-start' });
    expect(update.headers.get('Authorization')).toBe(`Bearer ${link.access_token}`);
    expect(server.requestsTo('POST /auth/v1/logout')).toHaveLength(1);
    expect(sessionStore.getState().user).toBeNull();
  });

  it('verifies a token hash from the query (token) before setting the password', async () => {
    renderAuthRoutes('/authorisation?token=hashed-token&type=recovery');
    await setNewPassword();

    expect(await screen.findByText(ACCOUNT_MESSAGES.passwordReset)).toBeInTheDocument();
    expect(server.requestsTo('POST /auth/v1/verify')[0].body).toMatchObject({ token_hash: 'hashed-token', type: 'recovery' });
  });

  it("shows the auth service's message when the reset fails, and keeps the link's tokens", async () => {
    server.answer('PUT /auth/v1/user', failGotrue('same_password'));
    openResetLink();
    await setNewPassword();

    expect(await screen.findByRole('alert')).toHaveTextContent('New password should be different from the old password.');
    expect(title()).toHaveTextContent('Set New Password');
    expect(screen.getByLabelText('New Password')).toHaveValue('a-fresh-start');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).not.toBeNull();
  });

  it("shows 'Failed to reset password' when the failure has no message", async () => {
    server.answer('PUT /auth/v1/user', failGotrueWith(400, '', 'validation_failed'));
    openResetLink();
    await setNewPassword();

    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to reset password');
    expect(ACCOUNT_MESSAGES.resetFailed).toBe('Failed to reset password');
  });
});
