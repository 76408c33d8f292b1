import { screen, within } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { contactPage } from '@/mocks/seed/content';
import { renderWithProviders } from '@tests/render-with-providers';
import { ContactPage } from './contact-page';

describe('ContactPage', () => {
  it('shows the contact details from page data, with tel: and mailto: links', async () => {
    renderWithProviders(<ContactPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: contactPage.top_banner.title }),
    ).toBeInTheDocument();
    const touch = contactPage.get_in_touch_section;
    expect(await screen.findByText(touch.address)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: touch.phone_number })).toHaveAttribute(
      'href',
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: touch.secondry_phone_number })).toHaveAttribute(
      'href',
      'tel:+911414005566',
    );
    expect(screen.getByRole('link', { name: touch.email })).toHaveAttribute(
      'href',
      `mailto:${touch.email}`,
    );
    expect(screen.getByRole('link', { name: touch.secondry_email })).toHaveAttribute(
      'href',
      `mailto:${touch.secondry_email}`,
    );

    const support = screen.getByRole('region', { name: 'Customer support' });
    expect(
      within(support).getByText(/Our customer care team is happy to help/),
    ).toBeInTheDocument();
    expect(
      within(support).getByText(contactPage.customer_support.support_hours),
    ).toBeInTheDocument();
    expect(within(support).getByText(/We welcome enquiries from pharmacies/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });

  it('shows the support texts as the plain text the contract gives, markup-like words included', async () => {
    const text = 'Write to <care team> & we reply <b>soon</b>';
    server.use(
      http.get('*/api/web/page_data_get/contact_page', () =>
        HttpResponse.json({
          status: true,
          data: {
            json: {
              ...contactPage,
              customer_support: {
                ...contactPage.customer_support,
                description: text,
                wholesale_business_inquiries: `Wholesale: ${text}`,
              },
            },
          },
        }),
      ),
    );
    renderWithProviders(<ContactPage />);
    const support = await screen.findByRole('region', { name: 'Customer support' });
    expect(within(support).getByText(text)).toBeInTheDocument();
    expect(within(support).getByText(`Wholesale: ${text}`)).toBeInTheDocument();
    expect(support.querySelector('b')).toBeNull();
  });

  it('keeps the enquiry form when the page data fails', async () => {
    server.use(
      http.get('*/api/web/page_data_get/contact_page', () =>
        HttpResponse.json({ status: false }, { status: 500 }),
      ),
    );
    renderWithProviders(<ContactPage />);
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Send us a message' })).toBeInTheDocument();
  });
});
