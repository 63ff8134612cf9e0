import { toast, toastStore, TOAST_DURATION_MS } from './toastStore';

describe('toast API', () => {
  afterEach(() => jest.useRealTimers());

  it('queues success, error and info toasts in order', () => {
    toast.success('Token added to watchlist');
    toast.error('Failed to add token to watchlist');
    toast.info('Loading');
    expect(toastStore.getState().toasts.map(({ kind, message }) => [kind, message])).toEqual([
      ['success', 'Token added to watchlist'],
      ['error', 'Failed to add token to watchlist'],
      ['info', 'Loading'],
    ]);
  });

  it('dismisses a toast by itself after its duration', () => {
    jest.useFakeTimers();
    toast.success('Successfully signed in!');
    jest.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(toastStore.getState().toasts).toHaveLength(1);
    jest.advanceTimersByTime(1);
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it('dismisses a toast on request', () => {
    const id = toast.error('Registration failed', 0);
    toast.dismiss(id);
    expect(toastStore.getState().toasts).toEqual([]);
  });
});
