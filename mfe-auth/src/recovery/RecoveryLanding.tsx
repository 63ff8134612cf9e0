// /authorisation… (spec §2 "Recovery landing"): keeps a recovery link's tokens for the reset form, or
// says why the link failed, then always moves on to /auth.
import { originState, Spinner, toast } from '@whalewatch/shared';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { linkError, linkType, recoveryTokensInUrl } from './recoveryLink';
import { keepRecoveryTokens } from './recoveryTokens';

export default function RecoveryLanding() {
  const location = useLocation();
  const navigate = useNavigate();
  // StrictMode runs the effect twice for one visit: the failure toast must show once.
  const handledVisit = useRef<string | null>(null);

  useEffect(() => {
    if (handledVisit.current === location.key) return;
    handledVisit.current = location.key;
    const tokens = recoveryTokensInUrl(location);
    const failure = linkError(location);
    if (tokens && linkType(location) === 'recovery') keepRecoveryTokens(tokens);
    else if (!tokens && failure) toast.error(failure);
    // The origin is the path alone: the query and hash hold the token, which must not travel in history state.
    void navigate('/auth', { replace: true, state: originState({ pathname: location.pathname, search: '', hash: '' }) });
  }, [location, navigate]);

  return <Spinner label="Opening sign in" />;
}
