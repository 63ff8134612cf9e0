// The shell's view of the federation runtime in jest: each remote screen renders its own id, or fails
// when a test says its remote is down.
import { loadRemote, preloadRemote } from '@module-federation/enhanced/runtime';
import { useLocation } from 'react-router-dom';

export const loadRemoteMock = loadRemote as unknown as jest.Mock;
export const preloadRemoteMock = preloadRemote as unknown as jest.Mock;

export function remoteScreenStub(id: string) {
  return { default: () => <h1>{`remote screen ${id}`}</h1> };
}

export function serveAllRemotes(down: string[] = []) {
  loadRemoteMock.mockImplementation(async (id: string) => {
    if (down.some((remote) => id.startsWith(`${remote}/`))) throw new Error(`Failed to fetch ${id}`);
    return remoteScreenStub(id);
  });
  preloadRemoteMock.mockResolvedValue(undefined);
}

/** Prints where the router is, and the origin it carries, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '';
  return <output aria-label="location">{`${location.pathname}|${from}`}</output>;
}
