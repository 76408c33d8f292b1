import { english } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { db } from '@/mocks/db';
import { messages } from '@/config/messages';
import {
  getPageData,
  getSiteSettings,
  listBlogs,
  listCertificates,
  listFaqs,
  listSlides,
  listTestimonials,
  sendEnquiry,
  subscribeToNewsletter,
} from './content';

describe('content calls against the mock API', () => {
  it('lists slides, testimonials, certificates, FAQs and blogs', async () => {
    expect((await listSlides()).length).toBeGreaterThanOrEqual(3);
    expect((await listTestimonials()).length).toBeGreaterThan(0);
    expect((await listCertificates()).length).toBeGreaterThan(0);
    expect((await listFaqs()).length).toBeGreaterThanOrEqual(10);
    expect((await listBlogs()).length).toBeGreaterThanOrEqual(6);
  });

  it('reads the policies from site settings', async () => {
    const settings = await getSiteSettings();
    expect(settings.privacy_policy).toContain('<h2');
    expect(settings.refund_policy.length).toBeGreaterThan(200);
  });

  it('reads page data sent as a JSON string and as an object', async () => {
    const about = await getPageData('about_page');
    expect(about.why_choose_us_section?.sections).toHaveLength(4);
    const home = await getPageData('home_page');
    expect(home.faqs?.faq_multiple_image.split(',').length).toBeGreaterThan(1);
  });

  it('fails page data whose json string is not JSON', async () => {
    server.use(
      http.get('*/api/web/page_data_get/:page', () =>
        HttpResponse.json({ status: true, data: { json: '{oops' } }),
      ),
    );
    await expect(getPageData('shop_page')).rejects.toThrow(english._(messages.loadFailed));
  });

  it('sends an enquiry and refuses a bad phone with the server message', async () => {
    const enquiry = {
      name: 'Meera',
      email: 'meera@example.in',
      phone: '9876501234',
      subject: 'Dosage',
      message: 'How often?',
    };
    await sendEnquiry(enquiry);
    expect(db.data.enquiries).toHaveLength(1);
    await expect(sendEnquiry({ ...enquiry, phone: '12' })).rejects.toThrow(
      'Phone number must be 10 digits',
    );
  });

  it('subscribes an email once', async () => {
    await subscribeToNewsletter('reader@example.in');
    expect(db.data.subscribers).toEqual(['reader@example.in']);
    await expect(subscribeToNewsletter('reader@example.in')).rejects.toThrow('already subscribed');
  });
});
