// The recovery token the reset form needs: from the URL hash (access_token), the query (token) or
// session storage. A token found in the URL moves to session storage and leaves the address bar.
import { RECOVERY_TOKEN_KEY } from '@whalewatch/shared';
import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { tokenFromHash, tokenFromQuery, withoutRecoveryToken } from '../recovery/recoveryLink';

export function useRecoveryToken() {
  const location = useLocation();
  const navigate = useNavigate();
  const urlToken = tokenFromHash(location) ?? tokenFromQuery(location);
  const [recoveryToken, setRecoveryToken] = useState<string | null>(
    () => urlToken ?? sessionStorage.getItem(RECOVERY_TOKEN_KEY),
  );

  useEffect(() => {
    if (!urlToken) return;
    sessionStorage.setItem(RECOVERY_TOKEN_KEY, urlToken);
    setRecoveryToken(urlToken);
    navigate(
      { pathname: location.pathname, ...withoutRecoveryToken(location) },
      { replace: true, state: location.state },
    );
  }, [urlToken, location, navigate]);

  const clearRecoveryToken = useCallback(() => {
    sessionStorage.removeItem(RECOVERY_TOKEN_KEY);
    setRecoveryToken(null);
  }, []);

  return { recoveryToken, clearRecoveryToken };
}
