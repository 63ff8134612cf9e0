import { createContext, useContext } from 'react';
import type { RemoteScreen } from '../federation/remoteScreens';

export interface RemoteRetry {
  screen: RemoteScreen;
  retry: () => void;
}

export const RemoteRetryContext = createContext<RemoteRetry | null>(null);

export function useRemoteRetry(): RemoteRetry {
  const value = useContext(RemoteRetryContext);
  if (!value) throw new Error('useRemoteRetry must be used inside a RemoteRoute');
  return value;
}
