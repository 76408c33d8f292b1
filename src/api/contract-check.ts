import { z } from '@/lib/zod';
import {
  blogSchema,
  categorySchema,
  certificateSchema,
  comboDetailSchema,
  comboSchema,
  countdownProductSchema,
  envelopeSchema,
  faqSchema,
  pageDataEnvelope,
  productCardSchema,
  productDetailSchema,
  shopPageSchema,
  siteSettingsSchema,
  slideSchema,
  testimonialSchema,
  type PageName,
} from './schemas';

export type CallReport = { call: string; ok: boolean; problem?: string };

type Fetch = (url: string) => Promise<{ status: number; json: () => Promise<unknown> }>;

const pages: PageName[] = ['home_page', 'about_page', 'shop_page', 'contact_page', 'blog_page'];

function firstIssue(error: z.core.$ZodError) {
  const issue = error.issues[0]!;
  const path = issue.path.length ? `data.${issue.path.map(String).join('.')}` : 'data';
  return `${path}: ${issue.message}`;
}

/**
 * Calls every public GET of the contract on `baseUrl` and checks each answer against the
 * client's own schemas. Detail calls use the first slug the list calls returned.
 */
export async function checkContract(baseUrl: string, fetchJson: Fetch): Promise<CallReport[]> {
  const base = baseUrl.replace(/\/+$/, '');
  const reports: CallReport[] = [];

  async function check<T>(
    call: string,
    path: string,
    schema: z.ZodMiniType<T>,
  ): Promise<T | undefined> {
    try {
      const response = await fetchJson(`${base}${path}`);
      const body = await response.json();
      const envelope = envelopeSchema.safeParse(body);
      if (!envelope.success) {
        reports.push({
          call,
          ok: false,
          problem: `envelope: ${envelope.error.issues[0]!.message}`,
        });
        return undefined;
      }
      if (response.status >= 400 || !envelope.data.status) {
        reports.push({
          call,
          ok: false,
          problem: `HTTP ${response.status}, status ${envelope.data.status}`,
        });
        return undefined;
      }
      const parsed = schema.safeParse(envelope.data.data);
      if (!parsed.success) {
        reports.push({ call, ok: false, problem: firstIssue(parsed.error) });
        return undefined;
      }
      reports.push({ call, ok: true });
      return parsed.data;
    } catch (error) {
      reports.push({
        call,
        ok: false,
        problem: error instanceof Error ? error.message : String(error),
      });
      return undefined;
    }
  }

  await check('GET /api/web/category_get', '/api/web/category_get', z.array(categorySchema));
  const products = await check(
    'GET /api/web/product_list_get (carousel)',
    '/api/web/product_list_get?assc=0&sortOrder=ASC&limit=9',
    z.array(productCardSchema),
  );
  await check(
    'GET /api/web/product_list_get (shop grid)',
    '/api/web/product_list_get?page=1&per_page=8',
    shopPageSchema,
  );
  const product = products?.[0];
  if (product) {
    await check(
      'GET /api/web/products/{slug}',
      `/api/web/products/${encodeURIComponent(product.slug || String(product.id))}`,
      productDetailSchema,
    );
  }
  const combos = await check(
    'GET /api/web/combo_list_get',
    '/api/web/combo_list_get?assc=0&sortOrder=ASC&limit=100',
    z.array(comboSchema),
  );
  const combo = combos?.[0];
  if (combo) {
    await check(
      'GET /api/web/combos/{slug}',
      `/api/web/combos/${encodeURIComponent(combo.slug)}`,
      comboDetailSchema,
    );
  }
  await check(
    'GET /api/web/count_down_products',
    '/api/web/count_down_products',
    z.array(countdownProductSchema),
  );
  await check('GET /api/web/slider_get', '/api/web/slider_get', z.array(slideSchema));
  await check(
    'GET /api/web/testimonial_get',
    '/api/web/testimonial_get',
    z.array(testimonialSchema),
  );
  await check(
    'GET /api/web/certificate_get',
    '/api/web/certificate_get',
    z.array(certificateSchema),
  );
  await check('GET /api/web/faq_get', '/api/web/faq_get', z.array(faqSchema));
  await check('GET /api/web/blog_get', '/api/web/blog_get?sortOrder=ASC', z.array(blogSchema));
  await check('GET /api/web/static_get', '/api/web/static_get', siteSettingsSchema);
  for (const page of pages) {
    await check(
      `GET /api/web/page_data_get/${page}`,
      `/api/web/page_data_get/${page}`,
      pageDataEnvelope(page),
    );
  }
  return reports;
}
