import { z } from '@/lib/zod';
import { messages } from '@/config/messages';
import { call } from './client';
import {
  blogSchema,
  certificateSchema,
  faqSchema,
  linkable,
  listById,
  pageDataEnvelope,
  siteSettingsSchema,
  slideSchema,
  testimonialSchema,
  type PageData,
  type PageName,
} from './schemas';

type Signal = { signal?: AbortSignal };

export async function listSlides({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/slider_get', signal },
    { data: z.array(slideSchema), fallback: messages.sliderFailed },
  );
  return data;
}

export async function listTestimonials({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/testimonial_get', signal },
    { data: z.array(testimonialSchema), fallback: messages.testimonialsFailed },
  );
  return data;
}

export async function listCertificates({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/certificate_get', signal },
    { data: z.array(certificateSchema), fallback: messages.loadFailed },
  );
  return data;
}

export async function listFaqs({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/faq_get', signal },
    { data: listById(faqSchema), fallback: messages.loadFailed },
  );
  return data;
}

export async function listBlogs({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/blog_get', params: { sortOrder: 'ASC' }, signal },
    { data: listById(blogSchema), fallback: messages.loadFailed },
  );
  return linkable(data);
}

export async function getSiteSettings({ signal }: Signal = {}) {
  const { data } = await call(
    { url: '/api/web/static_get', signal },
    { data: siteSettingsSchema, fallback: messages.loadFailed },
  );
  return data;
}

export async function getPageData<P extends PageName>(
  page: P,
  { signal }: Signal = {},
): Promise<PageData<P>> {
  const { data } = await call(
    { url: `/api/web/page_data_get/${page}`, signal },
    { data: pageDataEnvelope(page), fallback: messages.loadFailed },
  );
  return data.json as PageData<P>;
}

export type Enquiry = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export async function sendEnquiry(enquiry: Enquiry) {
  await call(
    { url: '/api/web/createEnquiry', method: 'POST', data: enquiry },
    { fallback: messages.enquiryFailed },
  );
}

export async function subscribeToNewsletter(email: string) {
  await call(
    {
      url: '/api/web/createEnquiryCall',
      method: 'POST',
      data: { email, message: 'Newsletter Subscription' },
    },
    { fallback: messages.newsletterFailed },
  );
}
