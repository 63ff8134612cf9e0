import { fetchWithRetry } from './retryPlugin';

describe('retry plugin', () => {
  it('tries a failed manifest fetch again and returns the first answer', async () => {
    const fetchMock = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    global.fetch = fetchMock;
    const response = await fetchWithRetry('http://remote/mf-manifest.json', {}, { attempts: 3, firstDelayMs: 1 });
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('gives up after the last attempt with the network error', async () => {
    global.fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(fetchWithRetry('http://remote/mf-manifest.json', {}, { attempts: 3, firstDelayMs: 1 })).rejects.toThrow('Failed to fetch');
    expect(global.fetch).toHaveBeenCalledTimes(3);
  });

  it('does not retry an HTTP error answer', async () => {
    global.fetch = jest.fn().mockResolvedValue(new Response('', { status: 404 }));
    const response = await fetchWithRetry('http://remote/mf-manifest.json', {}, { attempts: 3, firstDelayMs: 1 });
    expect(response.status).toBe(404);
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });
});
