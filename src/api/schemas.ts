import { isTokenExpired } from '@/lib/jwt';
import {
  MAX_NAME_LENGTH,
  MAX_ORDER_NUMBER_LENGTH,
  MAX_ORDER_TOKEN_LENGTH,
  MAX_PROVIDER_ID_LENGTH,
  MAX_RUPEES,
  MAX_SLUG_LENGTH,
} from './limits';
import { z } from '@/lib/zod';

// Each response schema is built the first time a response needs it (z.lazy), not while the app
// starts: zod does real work for every schema it builds, and building them all lengthened the
// task that runs the app's modules. The small parts they share are built at once.

/** A value the server may leave out or send as null, read as `fallback` then. */
function nullishAs<T extends z.core.SomeType, F>(schema: T, fallback: F) {
  return z.pipe(
    z.nullish(schema),
    z.transform((value: z.output<T> | null | undefined) => value ?? fallback),
  );
}

/** Money in rupees; may carry paise as decimals. Negative, non-finite or absurd amounts are a broken response. */
const money = z.number().check(z.nonnegative(), z.lte(MAX_RUPEES)); // z.number() refuses NaN and ±Infinity

/**
 * Text shown as it comes. Bidi overrides, embeddings and isolates are dropped: one left open in a
 * name would reverse the text after it on the same line (a price, "added to cart").
 */
const plain = z.pipe(
  z.string(),
  z.transform((value: string) => value.replace(/[\u202A-\u202E\u2066-\u2069]/g, '')),
);
/**
 * Page content from the shop's editors: a section's strings may be left out or sent as null,
 * and read as ''. Everywhere else a known field that is missing fails the call (the contract).
 */
const text = nullishAs(plain, '');
/** A string the contract gives no type for: null reads as '', a missing one fails the call. */
const nullAsEmpty = z.pipe(
  z.nullable(plain),
  z.transform((value: string | null) => value ?? ''),
);
/** HTML written by shop staff (the contract's "HTML" fields); SafeHtml sanitises it. */
const html = plain;
/**
 * A slug: '.' and '..' would be resolved away in a URL's path, and a longer one than a cart line
 * keeps would make the product impossible to buy, so they read as none (''): products are then
 * linked by id.
 */
const slug = z.pipe(
  z.string(),
  z.transform((value: string) =>
    value === '.' || value === '..' || value.length > MAX_SLUG_LENGTH ? '' : value,
  ),
);
/**
 * The name of something shown as a link, an option or a button: a blank one (broken content)
 * reads as 'Untitled', so no control is left without a name.
 */
const title = z.pipe(
  plain,
  z.transform((value: string) => value.trim() || 'Untitled'),
);
/** A product's name, cut to what a cart line keeps: an absurdly long one is still sold. */
const productName = z.pipe(
  title,
  z.transform((value: string) => value.slice(0, MAX_NAME_LENGTH)),
);
/** Things without a slug can be neither linked to nor filtered by. */
export const linkable = <T extends { slug: string }>(items: T[]) =>
  items.filter((item) => item.slug !== '');
/** The contract's `string | null`. */
const nullableText = z.nullable(z.string());
/** A field the contract says may be absent; read as null then. */
const optionalText = nullishAs(z.string(), null);
const nonEmpty = z.string().check(z.minLength(1));
/**
 * A list of things the shop tells apart by id (and React keys by it). A repeated id, from a
 * broken response, is kept once, as it first came; past `max`, the rest is not shown.
 */
export function listById<S extends z.ZodMiniType<{ id: number }>>(item: S, max = Infinity) {
  return z.pipe(
    z.array(item),
    z.transform((items: z.output<S>[]) => {
      const seen = new Set<number>();
      return items.filter(({ id }) => !seen.has(id) && Boolean(seen.add(id))).slice(0, max);
    }),
  );
}

/** Stars, 0 to 5. */
const rating = z.number().check(z.gte(0), z.lte(5));
/** A whole number of things. */
const count = z.int().check(z.nonnegative());

export const envelopeSchema = z.lazy(() =>
  z.object({
    status: z.boolean(),
    message: z.nullish(z.string()),
    data: z.optional(z.unknown()),
  }),
);

export const categorySchema = z.lazy(() =>
  z.object({
    id: z.number(),
    title,
    slug,
  }),
);
export type Category = z.infer<typeof categorySchema>;

const productCard = () =>
  z.object({
    id: z.number(),
    slug,
    name: productName,
    default_image: plain,
    short_description: html,
    price: money,
    sale_price: z.nullable(money),
    original_price: z.nullable(money),
    avg_rating: rating,
  });
export const productCardSchema = z.lazy(productCard);
export type ProductCard = z.infer<typeof productCardSchema>;

const review = () =>
  z.object({
    id: z.number(),
    name: plain,
    avatar: nullableText,
    rating,
    comment: plain,
    createdAt: z.string(),
  });

export const productDetailSchema = z.lazy(() =>
  z.extend(productCard(), {
    sub_name: nullableText,
    banner_image: nullableText,
    // Bounded, as every list a page draws: an answer of thousands would build thousands of nodes.
    images: listById(
      z.object({ id: z.number(), url: z.string(), type: z.enum(['feature', 'gallery']) }),
      20,
    ),
    description: html,
    additional_info: z.pipe(
      z.array(z.object({ label: z.string(), value: z.string() })),
      z.transform((rows) => rows.slice(0, 50)),
    ),
    additional_description: nullableText,
    ingredient_glossary: nullableText,
    ingredients: nullableText,
    reviews: z.pipe(
      z.object({ avg_rating: rating, total_reviews: count, list: listById(review(), 100) }),
      // The count says how many there are; it cannot be fewer than those listed.
      z.transform((reviews) => ({
        ...reviews,
        total_reviews: Math.max(reviews.total_reviews, reviews.list.length),
      })),
    ),
  }),
);
export type ProductDetail = z.infer<typeof productDetailSchema>;

/** `everyMatch`: the answer was a bare list, which holds every match (its length is the total). */
export const shopPageSchema = z.lazy(() =>
  z.union([
    z.object({ products: listById(productCardSchema), total: count }),
    z.pipe(
      listById(productCardSchema),
      z.transform((products: ProductCard[]) => ({
        products,
        total: products.length,
        everyMatch: true,
      })),
    ),
  ]),
);

const combo = () =>
  z.object({
    id: z.number(),
    slug,
    name: title,
    default_image: plain,
    short_description: html,
  });
export const comboSchema = z.lazy(combo);
export type Combo = z.infer<typeof comboSchema>;

export const comboDetailSchema = z.lazy(() =>
  z.extend(combo(), { combo_products: listById(productCardSchema, 50) }),
);
export type ComboDetail = z.infer<typeof comboDetailSchema>;

export const countdownProductSchema = z.lazy(() =>
  z.object({
    name: title,
    short_description: html,
    price: money,
    sale_price: z.nullable(money),
    slug,
    default_image: nullAsEmpty,
    count_down_date: z.string(),
  }),
);
export type CountdownProduct = z.infer<typeof countdownProductSchema>;

export const slideSchema = z.lazy(() =>
  z.object({ imageUrl: z.string(), title: nullAsEmpty, description: html }),
);
export type Slide = z.infer<typeof slideSchema>;

export const testimonialSchema = z.lazy(() =>
  z.object({
    imageUrl: nullAsEmpty,
    name: plain,
    description: html,
    designation: optionalText,
  }),
);

export const certificateSchema = z.lazy(() => z.object({ imageUrl: z.string() }));

export const faqSchema = z.lazy(() => z.object({ id: z.number(), title, description: html }));

export const blogSchema = z.lazy(() =>
  z.object({
    id: z.number(),
    title,
    slug,
    description: html,
    imageUrl: nullAsEmpty,
    banner_image: nullAsEmpty,
  }),
);
export type Blog = z.infer<typeof blogSchema>;

export const siteSettingsSchema = z.lazy(() =>
  z.object({
    logo: nullableText,
    privacy_policy: html,
    terms_condition: html,
    refund_policy: html,
  }),
);
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** `data.json` arrives as an object or as a JSON-encoded string. */
const jsonObject = z.lazy(() =>
  z.union([
    z.record(z.string(), z.unknown()),
    z.pipe(
      z.string(),
      z.transform((raw: string, ctx) => {
        try {
          const parsed: unknown = JSON.parse(raw);
          if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
            return parsed as Record<string, unknown>;
          }
        } catch {
          // fall through to the issue below
        }
        ctx.issues.push({ code: 'custom', message: 'data.json is not a JSON object', input: raw });
        return z.NEVER;
      }),
    ),
  ]),
);

const banner = () => z.nullish(z.partial(z.object({ title: text })));

const homePageDataSchema = z.lazy(() =>
  z.object({ faqs: z.nullish(z.object({ faq_multiple_image: text })) }),
);
const bannerPageDataSchema = z.lazy(() => z.object({ top_banner: banner() }));

const titled = () => z.object({ title: text, description: text });
const aboutPageDataSchema = z.lazy(() =>
  z.object({
    top_banner: banner(),
    about_section: z.nullish(
      z.object({ title: text, sub_title: text, description: text, image: text }),
    ),
    link: z.nullish(z.object({ link: text, link_name: text })),
    vision_section: z.nullish(z.object({ title: text, description: text, image: text })),
    why_choose_us_section: z.nullish(
      z.object({ sections: z.array(z.extend(titled(), { image: text })) }),
    ),
    Content_section: z.nullish(z.object({ sections: z.array(z.object({ description: text })) })),
    our_promise_section: z.nullish(z.object({ sections: z.array(titled()) })),
    last_section_experience_the_difference: z.nullish(titled()),
  }),
);

const contactPageDataSchema = z.lazy(() =>
  z.object({
    top_banner: z.nullish(z.partial(z.object({ title: text, right_side_image: text }))),
    get_in_touch_section: z.nullish(
      z.object({
        address: text,
        phone_number: text,
        secondry_phone_number: text,
        email: text,
        secondry_email: text,
      }),
    ),
    customer_support: z.nullish(
      z.object({ description: text, support_hours: text, wholesale_business_inquiries: text }),
    ),
  }),
);

const pageDataSchemas = {
  home_page: homePageDataSchema,
  about_page: aboutPageDataSchema,
  shop_page: bannerPageDataSchema,
  blog_page: bannerPageDataSchema,
  contact_page: contactPageDataSchema,
} as const;
export type PageName = keyof typeof pageDataSchemas;
export type PageData<P extends PageName> = z.infer<(typeof pageDataSchemas)[P]>;

export function pageDataEnvelope<P extends PageName>(page: P) {
  return z.object({ json: z.pipe(jsonObject, pageDataSchemas[page]) });
}

const user = () =>
  z.object({
    id: z.number(),
    name: plain,
    email: z.string(),
    phone: optionalText,
  });
export const userSchema = z.lazy(user);
export type User = z.infer<typeof userSchema>;

/** A token whose `exp` cannot be read, or has passed, would end the session at once: a failed login. */
export const loginResultSchema = z.lazy(() =>
  z.extend(user(), {
    token: nonEmpty.check(z.refine((token) => !isTokenExpired(token))),
  }),
);

const orderStatusSchema = z.string();

const orderSummarySchema = z.lazy(() =>
  z.object({
    id: z.number(),
    order_id: optionalText,
    createdAt: z.string(),
    status: orderStatusSchema,
    amount: money,
  }),
);
export type OrderSummary = z.infer<typeof orderSummarySchema>;

export const orderListSchema = z.lazy(() => z.object({ orders: listById(orderSummarySchema) }));

export const orderDetailSchema = z.lazy(() =>
  z.object({
    id: z.number(),
    order_id: optionalText,
    createdAt: z.string(),
    amount: money,
    shipping_price: money,
    name: nullAsEmpty,
    email: nullAsEmpty,
    phone: nullAsEmpty,
    address_line1: nullAsEmpty,
    address_line2: nullAsEmpty,
    city: nullAsEmpty,
    state: nullAsEmpty,
    postal_code: nullAsEmpty,
    country: nullAsEmpty,
    items: z.array(
      z.object({ product_name: plain, price: money, quantity: z.int(), total: money }),
    ),
    razorpay_payment_id: optionalText,
    razorpay_order_id: optionalText,
    payment_date: optionalText,
    status: orderStatusSchema,
  }),
);
export type OrderDetail = z.infer<typeof orderDetailSchema>;

const createdOrder = () =>
  z.object({
    // No longer than a receipt keeps them: a payment must never be taken for an order whose
    // record this device could not read back.
    id: nonEmpty.check(z.maxLength(MAX_PROVIDER_ID_LENGTH)),
    amount: z.int().check(z.positive()),
    currency: z.string(),
    order_id: nonEmpty.check(z.maxLength(MAX_ORDER_NUMBER_LENGTH)),
    order_token: nonEmpty,
  });

/** Create-order's answer: its token too must fit a kept payment's record. */
export const createdOrderSchema = z.lazy(() =>
  z.extend(createdOrder(), { order_token: nonEmpty.check(z.maxLength(MAX_ORDER_TOKEN_LENGTH)) }),
);
export type CreatedOrder = z.infer<typeof createdOrderSchema>;

/**
 * An order as this device stored it (a kept payment's, the unpaid order): read without the
 * token's bound, so that no record stored before the bound came in is dropped unverified.
 */
export const storedOrderSchema = z.lazy(createdOrder);

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
