// The recovery tokens the reset form needs: from the URL hash (access_token, refresh_token), the query
// (token) or session storage. Tokens found in the URL move to session storage and leave the address bar.
import { clearRecoveryTokens as forgetRecoveryTokens, type RecoveryTokens } from '@whalewatch/shared';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { recoveryTokensInUrl, withoutRecoveryToken } from '../recovery/recoveryLink';
import { keepRecoveryTokens, storedRecoveryTokens } from '../recovery/recoveryTokens';

export function useRecoveryToken() {
  const location = useLocation();
  const navigate = useNavigate();
  const { search, hash } = location;
  const urlTokens = useMemo(() => recoveryTokensInUrl({ search, hash }), [search, hash]);
  const [recoveryTokens, setRecoveryTokens] = useState<RecoveryTokens | null>(() => urlTokens ?? storedRecoveryTokens());

  useEffect(() => {
    if (!urlTokens) return;
    keepRecoveryTokens(urlTokens);
    setRecoveryTokens(urlTokens);
    void navigate({ pathname: location.pathname, ...withoutRecoveryToken(location) }, { replace: true, state: location.state as unknown });
  }, [urlTokens, location, navigate]);

  const clearRecoveryTokens = useCallback(() => {
    forgetRecoveryTokens();
    setRecoveryTokens(null);
  }, []);

  return { recoveryTokens, clearRecoveryTokens };
}
