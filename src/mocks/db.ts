import {
  blogs,
  contactPage,
  aboutPage,
  faqs,
  policies,
  slides,
  testimonials,
} from './seed/content';
import { categories, combos, products } from './seed/catalog';
import type { SeedProduct } from './seed/types';
import { productImage, images } from './seed/images';

/** A shopper account as the mock backend keeps it (the password never leaves the mock). */
type MockUser = {
  id: number;
  name: string;
  email: string;
  phone: string | null;
  password: string;
};

export type MockOrder = {
  id: number;
  order_id: string;
  userId: number | null;
  createdAt: string;
  status: 'pending' | 'paid' | 'processing' | 'shipped' | 'delivered' | 'cancelled' | 'failed';
  amount: number;
  shipping_price: number;
  name: string;
  email: string;
  phone: string;
  address_line1: string;
  address_line2: string;
  city: string;
  state: string;
  postal_code: string;
  country: string;
  items: {
    product_id: number;
    product_name: string;
    price: number;
    quantity: number;
    total: number;
  }[];
  razorpay_order_id: string;
  razorpay_payment_id: string | null;
  payment_date: string | null;
  order_token: string;
};

type MockEnquiry = {
  name: string;
  email: string;
  phone: string;
  subject: string;
  message: string;
};

export const DEMO_USER = {
  name: 'Ananya Sharma',
  email: 'demo@vedaherbs.in',
  phone: '9876543210',
  password: 'ayurveda123',
};

const DAY = 24 * 60 * 60 * 1000;

/** A catalog product as the API serves it: the contract's ProductDetail plus what the mock filters on. */
export type MockProduct = ReturnType<typeof toProduct>;

function toProduct(seed: SeedProduct) {
  const { categories: categorySlugs, collections, reviews, ...rest } = seed;
  const avg = reviews.length
    ? reviews.reduce((sum, review) => sum + review.rating, 0) / reviews.length
    : 0;
  const avg_rating = Math.round(avg * 10) / 10;
  return {
    ...rest,
    categorySlugs,
    collections,
    default_image: productImage(seed.slug),
    banner_image: images.productBanner,
    images: [
      { id: seed.id * 10 + 1, url: productImage(seed.slug), type: 'feature' as const },
      {
        id: seed.id * 10 + 2,
        url: images.gallery[seed.id % images.gallery.length],
        type: 'gallery' as const,
      },
      {
        id: seed.id * 10 + 3,
        url: images.gallery[(seed.id + 1) % images.gallery.length],
        type: 'gallery' as const,
      },
    ],
    avg_rating,
    reviews: { avg_rating, total_reviews: reviews.length, list: reviews },
  };
}

/** Repeats the written catalog until it holds `count` products (for measuring a large shop). */
function catalogOf(count: number) {
  const base = products.map(toProduct);
  const all = [...base];
  for (let index = base.length; index < count; index += 1) {
    const source = base[index % base.length];
    const batch = Math.floor(index / base.length) + 1;
    all.push({
      ...source,
      id: index + 1,
      slug: `${source.slug}-batch-${batch}`,
      name: `${source.name} (Batch ${batch})`,
    });
  }
  return all;
}

function demoOrders(user: MockUser, catalog: MockProduct[], now: number): MockOrder[] {
  const statuses: MockOrder['status'][] = ['delivered', 'shipped', 'processing', 'paid'];
  return statuses.map((status, index) => {
    const picked = [catalog[index * 3], catalog[index * 3 + 1]];
    const items = picked.map((product, line) => ({
      product_id: product.id,
      product_name: product.name,
      price: product.price,
      quantity: line + 1,
      total: product.price * (line + 1),
    }));
    const shipping = index % 2 ? 150 : 50;
    const createdAt = new Date(now - (40 - index * 9) * DAY).toISOString();
    const id = index + 1;
    return {
      id,
      order_id: `ORD${String(id).padStart(5, '0')}`,
      userId: user.id,
      createdAt,
      status,
      amount: items.reduce((sum, item) => sum + item.total, 0) + shipping,
      shipping_price: shipping,
      name: user.name,
      email: user.email,
      phone: user.phone ?? '',
      address_line1: '14, Shanti Path, C-Scheme',
      address_line2: 'Near Statue Circle',
      city: 'Jaipur',
      state: 'Rajasthan',
      postal_code: '302001',
      country: 'India',
      items,
      razorpay_order_id: `order_demo${id}`,
      razorpay_payment_id: `pay_demo${id}`,
      payment_date: createdAt,
      order_token: `demo-token-${id}`,
    };
  });
}

function seed(productCount: number) {
  const now = Date.now();
  const catalog = catalogOf(productCount);
  const demo: MockUser = { id: 1, ...DEMO_USER };
  return {
    categories: [...categories],
    products: catalog,
    combos: combos.map((combo) => ({ ...combo, default_image: images.combo(combo.slug) })),
    countdown: catalog.slice(0, 3).map((product, index) => ({
      name: product.name,
      short_description: product.short_description,
      price: product.price,
      sale_price: product.original_price ?? product.sale_price,
      slug: product.slug,
      default_image: product.default_image,
      // Always some days ahead, whenever the mock starts.
      count_down_date: new Date(now + (4 + index) * DAY + 7 * 60 * 60 * 1000).toISOString(),
    })),
    slides: slides.map((slide, index) => ({
      ...slide,
      imageUrl: images.slides[index % images.slides.length],
    })),
    testimonials: testimonials.map((item, index) => ({
      ...item,
      imageUrl: images.avatars[index % images.avatars.length],
    })),
    certificates: images.certificates.map((imageUrl) => ({ imageUrl })),
    faqs: [...faqs],
    blogs: blogs.map((blog) => ({
      ...blog,
      imageUrl: images.blog(blog.slug),
      banner_image: images.blogBanner,
    })),
    settings: { logo: images.logo, ...policies },
    pages: {
      home_page: { faqs: { faq_multiple_image: images.faqs.join(',') } },
      about_page: aboutPage,
      shop_page: { top_banner: { title: 'Shop Ayurvedic Remedies' } },
      blog_page: { top_banner: { title: 'Ayurveda Journal' } },
      contact_page: contactPage,
    } as Record<string, unknown>,
    users: [demo],
    orders: demoOrders(demo, catalog, now),
    enquiries: [] as MockEnquiry[],
    subscribers: [] as string[],
    resetRequests: [] as string[],
  };
}

type State = ReturnType<typeof seed>;

/**
 * The mock backend's one in-memory store. `reset()` returns it to the seed; tests call it
 * between cases. `productCount` repeats the catalog to measure a large shop.
 */
class MockDb {
  private productCount: number;
  private state: State;

  constructor(productCount = products.length) {
    this.productCount = Math.max(productCount, products.length);
    this.state = seed(this.productCount);
  }

  reset(productCount = this.productCount) {
    this.productCount = Math.max(productCount, products.length);
    this.state = seed(this.productCount);
  }

  get data() {
    return this.state;
  }

  nextUserId() {
    return Math.max(0, ...this.state.users.map((user) => user.id)) + 1;
  }

  nextOrderId() {
    return Math.max(0, ...this.state.orders.map((order) => order.id)) + 1;
  }
}

export const db = new MockDb();
