import { originState, useSession } from '@whalewatch/shared/core';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Protected routes: without a signed-in user, go to /auth and remember where the visitor was going. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const user = useSession((state) => state.user);
  const location = useLocation();
  if (!user) return <Navigate to="/auth" replace state={originState(location)} />;
  return children;
}
