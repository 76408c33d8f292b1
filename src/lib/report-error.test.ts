import { msg } from '@lingui/core/macro';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { call, configureAuth } from '@/api/client';
import { reportError } from './report-error';

describe('reportError', () => {
  it("reports a failed call's message, status and name: never its headers, body or token", async () => {
    onTestFinished(configureAuth({ getToken: () => 'secret-token', onUnauthorized: () => {} }));
    server.use(
      http.post('*/api/web/verify-payment', () =>
        HttpResponse.json({ status: false, message: 'Try later' }, { status: 503 }),
      ),
    );
    const failure = await call(
      { url: '/api/web/verify-payment', method: 'POST', data: { password: 'body-secret' } },
      { fallback: msg`Failed`, authenticated: true },
    ).catch((error: unknown) => error);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportError(failure, 'verifying a payment');
    expect(warn).toHaveBeenCalledWith('[verifying a payment]', {
      message: 'Try later',
      status: 503,
      call: 'POST /api/web/verify-payment',
    });
    expect(JSON.stringify(warn.mock.calls)).not.toMatch(/secret/);
  });

  it('reports anything else by its message alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportError(new TypeError('x is not a function'), 'hydration');
    reportError({ config: { headers: { Authorization: 'Bearer t' } } }, 'odd');
    expect(warn.mock.calls).toEqual([
      ['[hydration]', { message: 'x is not a function' }],
      ['[odd]', { message: '[object Object]' }],
    ]);
  });
});
