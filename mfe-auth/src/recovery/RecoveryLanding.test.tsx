import { RECOVERY_REFRESH_TOKEN_KEY, RECOVERY_TOKEN_KEY } from '@whalewatch/shared';
import { screen } from '@testing-library/react';
import { renderAuthRoutes } from '../testing/renderAuthRoutes';

const authUrl = () => screen.findByText(/^\/auth /, { selector: 'output' });

describe('RecoveryLanding', () => {
  it('keeps a recovery token from the query in session storage and moves to /auth with the origin path', async () => {
    renderAuthRoutes('/authorisation?token=query-token&type=recovery');
    expect(await authUrl()).toHaveTextContent('/auth {"from":"/authorisation"}');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBe('query-token');
    expect(sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY)).toBeNull();
  });

  it('keeps the recovery tokens from the hash (access_token, refresh_token) in session storage', async () => {
    renderAuthRoutes('/authorisation/reset#access_token=hash-token&refresh_token=r&type=recovery');
    expect(await authUrl()).toHaveTextContent('/auth {"from":"/authorisation/reset"}');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBe('hash-token');
    expect(sessionStorage.getItem(RECOVERY_REFRESH_TOKEN_KEY)).toBe('r');
  });

  it('opens the reset form for a recovery link', async () => {
    renderAuthRoutes('/authorisation#access_token=hash-token&refresh_token=r&type=recovery');
    expect(await screen.findByRole('heading', { level: 1, name: 'Set New Password' })).toBeInTheDocument();
  });

  it('stores nothing when the link type is not recovery, and still moves to /auth', async () => {
    renderAuthRoutes('/authorisation#access_token=signup-token&type=signup');
    expect(await authUrl()).toHaveTextContent('/auth {"from":"/authorisation"}');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
  });

  it('stores nothing without a token, and still moves to /auth', async () => {
    renderAuthRoutes('/authorisation?type=recovery');
    expect(await authUrl()).toHaveTextContent('/auth {"from":"/authorisation"}');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
  });

  it('says why a used or expired link failed, then opens sign in', async () => {
    renderAuthRoutes('/authorisation#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
    expect(await screen.findByRole('alert')).toHaveTextContent('Email link is invalid or has expired');
    expect(await authUrl()).toHaveTextContent('/auth {"from":"/authorisation"}');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Sign In');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
  });

  it('says it once under StrictMode, which runs the landing twice', async () => {
    renderAuthRoutes(
      '/authorisation#error=access_denied&error_description=Email+link+is+invalid+or+has+expired',
      {},
      {
        reactStrictMode: true,
      },
    );
    expect(await authUrl()).toHaveTextContent('/auth {"from":"/authorisation"}');
    expect(screen.getAllByText('Email link is invalid or has expired')).toHaveLength(1);
  });
});
