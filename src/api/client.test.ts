import { httpClient } from './client';
import { listSlides } from './content';

describe('the API client', () => {
  it('sends each request from a task of its own, not from the one that asked for it', async () => {
    const { axios, instance } = await httpClient();
    const original = instance.defaults.adapter;
    const send = vi.fn(axios.getAdapter(original));
    instance.defaults.adapter = send;
    try {
      // Runs as the next task: by then the call has gone as far as it can without yielding.
      const sentWithinTheTask = new Promise<boolean>((resolve) =>
        setTimeout(() => resolve(send.mock.calls.length > 0), 0),
      );
      const slides = listSlides();
      expect(await sentWithinTheTask).toBe(false);
      expect((await slides).length).toBeGreaterThan(0);
      expect(send).toHaveBeenCalledTimes(1);
    } finally {
      instance.defaults.adapter = original;
    }
  });
});
