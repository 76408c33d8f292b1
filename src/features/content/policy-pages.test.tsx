import { screen } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { PrivacyPolicyPage, RefundPolicyPage, TermsConditionsPage } from './policy-pages';

describe('policy pages', () => {
  it.each([
    ['Privacy Policy', <PrivacyPolicyPage key="p" />, 'Information We Collect'],
    ['Terms & Conditions', <TermsConditionsPage key="t" />, 'Products and Health Information'],
    ['Refund Policy', <RefundPolicyPage key="r" />, 'Eligibility for Returns'],
  ])('%s shows its HTML from site settings under one h1', async (title, page, section) => {
    renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: section })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  });

  it('sanitises the HTML and demotes its h1', async () => {
    server.use(
      http.get('*/api/web/static_get', () =>
        HttpResponse.json({
          status: true,
          data: {
            logo: null,
            privacy_policy:
              '<h1>Your data</h1><ul><li>Kept safe</li></ul><img src=x onerror="window.hacked=1">',
            terms_condition: '',
            refund_policy: '',
          },
        }),
      ),
    );
    const { container } = renderWithProviders(<PrivacyPolicyPage />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Your data' })).toBeInTheDocument();
    expect(screen.getByText('Kept safe').tagName).toBe('LI');
    expect(container.innerHTML).not.toMatch(/onerror/);
  });

  it('says so when a policy is empty', async () => {
    server.use(
      http.get('*/api/web/static_get', () =>
        HttpResponse.json({
          status: true,
          data: { logo: null, privacy_policy: '', terms_condition: '', refund_policy: '' },
        }),
      ),
    );
    renderWithProviders(<RefundPolicyPage />);
    expect(await screen.findByText(/has not been published yet/)).toBeInTheDocument();
  });
});
