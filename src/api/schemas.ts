import { z } from '@/lib/zod';

/** Money in rupees; may carry paise as decimals. Negative or non-finite amounts are a broken response. */
export const money = z.number().finite().nonnegative();

/** Strings the server may leave out or send as null are read as ''. */
const text = z
  .string()
  .nullish()
  .transform((value) => value ?? '');
const html = text;

export const envelopeSchema = z.object({
  status: z.boolean(),
  message: z.string().nullish(),
  data: z.unknown().optional(),
});

export const categorySchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
});
export type Category = z.infer<typeof categorySchema>;

export const productCardSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  default_image: text,
  short_description: html,
  price: money,
  sale_price: money.nullish().transform((v) => v ?? null),
  original_price: money.nullish().transform((v) => v ?? null),
  avg_rating: z
    .number()
    .min(0)
    .max(5)
    .nullish()
    .transform((v) => v ?? 0),
});
export type ProductCard = z.infer<typeof productCardSchema>;

export const reviewSchema = z.object({
  id: z.number(),
  name: z.string(),
  avatar: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  rating: z.number().min(0).max(5),
  comment: text,
  createdAt: z.string(),
});
export type Review = z.infer<typeof reviewSchema>;

export const productDetailSchema = productCardSchema.extend({
  sub_name: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  banner_image: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  images: z
    .array(z.object({ id: z.number(), url: z.string(), type: z.enum(['feature', 'gallery']) }))
    .nullish()
    .transform((v) => v ?? []),
  description: html,
  additional_info: z
    .array(z.object({ label: z.string(), value: z.string() }))
    .nullish()
    .transform((v) => v ?? []),
  additional_description: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  ingredient_glossary: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  ingredients: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  reviews: z
    .object({
      avg_rating: z.number().min(0).max(5),
      total_reviews: z.number().int().nonnegative(),
      list: z.array(reviewSchema),
    })
    .nullish()
    .transform((v) => v ?? { avg_rating: 0, total_reviews: 0, list: [] }),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

export const shopPageSchema = z.union([
  z.object({ products: z.array(productCardSchema), total: z.number().int().nonnegative() }),
  z.array(productCardSchema).transform((products) => ({ products, total: products.length })),
]);
export type ShopPage = z.infer<typeof shopPageSchema>;

export const comboSchema = z.object({
  id: z.number(),
  slug: z.string(),
  name: z.string(),
  default_image: text,
  short_description: html,
});
export type Combo = z.infer<typeof comboSchema>;

export const comboDetailSchema = comboSchema.extend({
  combo_products: z.array(productCardSchema),
});
export type ComboDetail = z.infer<typeof comboDetailSchema>;

export const countdownProductSchema = z.object({
  name: z.string(),
  short_description: html,
  price: money,
  sale_price: money.nullish().transform((v) => v ?? null),
  slug: z.string(),
  default_image: text,
  count_down_date: z.string(),
});
export type CountdownProduct = z.infer<typeof countdownProductSchema>;

export const slideSchema = z.object({ imageUrl: z.string(), title: text, description: html });
export type Slide = z.infer<typeof slideSchema>;

export const testimonialSchema = z.object({
  imageUrl: text,
  name: z.string(),
  description: html,
  designation: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type Testimonial = z.infer<typeof testimonialSchema>;

export const certificateSchema = z.object({ imageUrl: z.string() });
export type Certificate = z.infer<typeof certificateSchema>;

export const faqSchema = z.object({ id: z.number(), title: z.string(), description: html });
export type Faq = z.infer<typeof faqSchema>;

export const blogSchema = z.object({
  id: z.number(),
  title: z.string(),
  slug: z.string(),
  description: html,
  imageUrl: text,
  banner_image: text,
});
export type Blog = z.infer<typeof blogSchema>;

export const siteSettingsSchema = z.object({
  logo: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  privacy_policy: html,
  terms_condition: html,
  refund_policy: html,
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** `data.json` arrives as an object or as a JSON-encoded string. */
const jsonObject = z.union([
  z.record(z.string(), z.unknown()),
  z.string().transform((raw, ctx) => {
    try {
      const parsed: unknown = JSON.parse(raw);
      if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
        return parsed as Record<string, unknown>;
      }
    } catch {
      // fall through to the issue below
    }
    ctx.addIssue({ code: 'custom', message: 'data.json is not a JSON object' });
    return z.NEVER;
  }),
]);

const banner = z.object({ title: text }).partial().nullish();

export const homePageDataSchema = z.object({
  faqs: z.object({ faq_multiple_image: text }).nullish(),
});
export const bannerPageDataSchema = z.object({ top_banner: banner });

const titled = z.object({ title: text, description: html });
export const aboutPageDataSchema = z.object({
  top_banner: banner,
  about_section: z
    .object({ title: text, sub_title: text, description: html, image: text })
    .nullish(),
  link: z.object({ link: text, link_name: text }).nullish(),
  vision_section: z.object({ title: text, description: html, image: text }).nullish(),
  why_choose_us_section: z.object({ sections: z.array(titled.extend({ image: text })) }).nullish(),
  Content_section: z.object({ sections: z.array(z.object({ description: text })) }).nullish(),
  our_promise_section: z.object({ sections: z.array(titled) }).nullish(),
  last_section_experience_the_difference: titled.nullish(),
});

export const contactPageDataSchema = z.object({
  top_banner: z.object({ title: text, right_side_image: text }).partial().nullish(),
  get_in_touch_section: z
    .object({
      address: text,
      phone_number: text,
      secondry_phone_number: text,
      email: text,
      secondry_email: text,
    })
    .nullish(),
  customer_support: z
    .object({ description: html, support_hours: text, wholesale_business_inquiries: html })
    .nullish(),
});

export const pageDataSchemas = {
  home_page: homePageDataSchema,
  about_page: aboutPageDataSchema,
  shop_page: bannerPageDataSchema,
  blog_page: bannerPageDataSchema,
  contact_page: contactPageDataSchema,
} as const;
export type PageName = keyof typeof pageDataSchemas;
export type PageData<P extends PageName> = z.infer<(typeof pageDataSchemas)[P]>;

export function pageDataEnvelope<P extends PageName>(page: P) {
  return z.object({ json: jsonObject.pipe(pageDataSchemas[page]) });
}

export const userSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
});
export type User = z.infer<typeof userSchema>;

export const loginResultSchema = userSchema.extend({ token: z.string().min(1) });
export type LoginResult = z.infer<typeof loginResultSchema>;

export const orderStatusSchema = z.string();

export const orderSummarySchema = z.object({
  id: z.number(),
  order_id: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  createdAt: z.string(),
  status: orderStatusSchema,
  amount: money,
});
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.object({ orders: z.array(orderSummarySchema) });

export const orderDetailSchema = z.object({
  id: z.number(),
  order_id: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  createdAt: z.string(),
  amount: money,
  shipping_price: money,
  name: text,
  email: text,
  phone: text,
  address_line1: text,
  address_line2: text,
  city: text,
  state: text,
  postal_code: text,
  country: text,
  items: z.array(
    z.object({ product_name: z.string(), price: money, quantity: z.number().int(), total: money }),
  ),
  razorpay_payment_id: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  razorpay_order_id: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  payment_date: z
    .string()
    .nullish()
    .transform((v) => v ?? null),
  status: orderStatusSchema,
});
export type OrderDetail = z.infer<typeof orderDetailSchema>;

export const createdOrderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int().positive(),
  currency: z.string(),
  order_id: z.string().min(1),
  order_token: z.string().min(1),
});
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

export type CreateOrderPayload = {
  amount: number;
  currency: 'INR';
  cart: { product_id: number; product_name: string; price: number; quantity: number }[];
  user_id?: number;
  name: string;
  phone: string;
  email: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: 'India';
  shipping_price: number;
};

export type VerifyPaymentPayload = {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
  order_token: string;
};
