// /authorisation… (spec §2 "Recovery landing"): keeps a recovery link's token for the reset form,
// then always moves on to /auth.
import { originState, RECOVERY_TOKEN_KEY, Spinner } from '@whalewatch/shared';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { linkType, tokenFromHash, tokenFromQuery } from './recoveryLink';

export default function RecoveryLanding() {
  const location = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    const token = tokenFromQuery(location) ?? tokenFromHash(location);
    if (token && linkType(location) === 'recovery') sessionStorage.setItem(RECOVERY_TOKEN_KEY, token);
    // The origin is the path alone: the query and hash hold the token, which must not travel in history state.
    navigate('/auth', { replace: true, state: originState({ pathname: location.pathname, search: '', hash: '' }) });
  }, [location, navigate]);

  return <Spinner label="Opening sign in" />;
}
