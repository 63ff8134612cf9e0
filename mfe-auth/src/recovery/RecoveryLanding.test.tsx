import { RECOVERY_TOKEN_KEY } from '@whalewatch/shared';
import { renderWithProviders } from '@whalewatch/shared/testing';
import { screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import RecoveryLanding from './RecoveryLanding';

function AuthProbe() {
  const location = useLocation();
  return (
    <output aria-label="auth route">
      {location.pathname} {JSON.stringify(location.state)}
    </output>
  );
}

function renderLanding(route: string) {
  renderWithProviders(
    <Routes>
      <Route path="/authorisation/*" element={<RecoveryLanding />} />
      <Route path="/auth" element={<AuthProbe />} />
    </Routes>,
    { route },
  );
}

describe('RecoveryLanding', () => {
  it('keeps a recovery token from the query in session storage and moves to /auth with the origin path', async () => {
    renderLanding('/authorisation?token=query-token&type=recovery');
    expect(await screen.findByLabelText('auth route')).toHaveTextContent('/auth {"from":"/authorisation"}');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBe('query-token');
  });

  it('keeps a recovery token from the hash (access_token) in session storage', async () => {
    renderLanding('/authorisation/reset#access_token=hash-token&refresh_token=r&type=recovery');
    expect(await screen.findByLabelText('auth route')).toHaveTextContent('/auth {"from":"/authorisation/reset"}');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBe('hash-token');
  });

  it('stores nothing when the link type is not recovery, and still moves to /auth', async () => {
    renderLanding('/authorisation#access_token=signup-token&type=signup');
    expect(await screen.findByLabelText('auth route')).toHaveTextContent('/auth {"from":"/authorisation"}');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
  });

  it('stores nothing without a token, and still moves to /auth', async () => {
    renderLanding('/authorisation?type=recovery');
    expect(await screen.findByLabelText('auth route')).toHaveTextContent('/auth {"from":"/authorisation"}');
    expect(sessionStorage.getItem(RECOVERY_TOKEN_KEY)).toBeNull();
  });
});
