import { http } from 'msw';
import { db } from '../db';
import { bodyOf, fail, ok } from './respond';

const isEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const filled = (value: unknown): value is string =>
  typeof value === 'string' && value.trim() !== '';

/** Pages whose `json` the mock sends as a JSON-encoded string, as the real backend sometimes does. */
const SENT_AS_STRING = new Set(['about_page', 'contact_page']);

export const contentHandlers = [
  http.get('*/api/web/slider_get', () => ok(db.data.slides)),
  http.get('*/api/web/testimonial_get', () => ok(db.data.testimonials)),
  http.get('*/api/web/certificate_get', () => ok(db.data.certificates)),
  http.get('*/api/web/faq_get', () => ok(db.data.faqs)),
  http.get('*/api/web/blog_get', () => ok(db.data.blogs)),
  http.get('*/api/web/static_get', () => ok(db.data.settings)),

  http.get('*/api/web/page_data_get/:page', ({ params }) => {
    const page = String(params.page);
    const json = db.data.pages[page];
    if (!json) return fail(404, 'Page not found');
    return ok({ json: SENT_AS_STRING.has(page) ? JSON.stringify(json) : json });
  }),

  http.post('*/api/web/createEnquiry', async ({ request }) => {
    const body = await bodyOf(request);
    const { name, email, phone, subject, message } = body ?? {};
    if (!filled(name) || !isEmail(email) || !filled(subject) || !filled(message)) {
      return fail(400, 'Please fill in all the fields.');
    }
    if (typeof phone !== 'string' || !/^\d{10}$/.test(phone))
      return fail(400, 'Phone number must be 10 digits');
    db.data.enquiries.push({ name, email, phone, subject, message });
    return ok(undefined, 'Enquiry received');
  }),

  http.post('*/api/web/createEnquiryCall', async ({ request }) => {
    const body = await bodyOf(request);
    if (!isEmail(body?.email)) return fail(400, 'Please enter a valid email.');
    const email = body.email.toLowerCase();
    if (db.data.subscribers.includes(email)) return fail(409, 'This email is already subscribed.');
    db.data.subscribers.push(email);
    return ok(undefined, 'Subscribed');
  }),
];
