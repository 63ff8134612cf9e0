import { buildNotification } from '../testing';
import { publishLiveAlert, subscribeToLiveAlerts } from '../index';

describe('live alerts', () => {
  it('passes each published alert to every subscriber until it unsubscribes', () => {
    const first = jest.fn();
    const second = jest.fn();
    const stopFirst = subscribeToLiveAlerts(first);
    const stopSecond = subscribeToLiveAlerts(second);
    const pending = buildNotification({ id: 'n-1', status: 'pending' });
    const confirmed = buildNotification({ id: 'n-1', status: 'confirmed' });

    publishLiveAlert(pending);
    stopFirst();
    publishLiveAlert(confirmed);
    stopSecond();
    publishLiveAlert(buildNotification({ id: 'n-2' }));

    expect(first.mock.calls).toEqual([[pending]]);
    expect(second.mock.calls).toEqual([[pending], [confirmed]]);
  });

  it('still reaches the other subscribers when one throws, and reports the error', () => {
    jest.useFakeTimers();
    try {
      const failing = new Error('a broken screen');
      const stopBroken = subscribeToLiveAlerts(() => {
        throw failing;
      });
      const listener = jest.fn();
      const stop = subscribeToLiveAlerts(listener);
      const alert = buildNotification();

      publishLiveAlert(alert);

      expect(listener).toHaveBeenCalledWith(alert);
      expect(() => jest.runAllTimers()).toThrow(failing);
      stopBroken();
      stop();
    } finally {
      jest.useRealTimers();
    }
  });
});
