import { http, HttpResponse } from 'msw';
import { checkContract } from '@/api/contract-check';
import { server } from '@/mocks/node';

const fetchJson = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, json: () => response.json() as Promise<unknown> };
};

describe('contract check', () => {
  it('finds every public call of the mock API in line with the schemas', async () => {
    const reports = await checkContract('http://localhost', fetchJson);
    expect(reports.length).toBeGreaterThanOrEqual(18);
    expect(reports.filter((report) => !report.ok)).toEqual([]);
  });

  it('reports the first drifting field of a changed response', async () => {
    server.use(
      http.get('*/api/web/slider_get', () =>
        HttpResponse.json({
          status: true,
          data: [{ imageUrl: '/a.svg', title: 'A', description: '' }, { title: 'B' }],
        }),
      ),
      http.get('*/api/web/certificate_get', () => HttpResponse.json({ status: true, data: null })),
    );
    const reports = await checkContract('http://localhost', fetchJson);
    expect(reports.find((report) => report.call === 'GET /api/web/slider_get')).toMatchObject({
      ok: false,
      problem: expect.stringMatching(/^data\.1\.imageUrl/),
    });
    expect(reports.find((report) => report.call === 'GET /api/web/certificate_get')?.ok).toBe(
      false,
    );
  });
});
