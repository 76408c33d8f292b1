/**
 * The shapes the mock API keeps in its store. They mirror ../shared/api-contract.md;
 * the seed files fill them with a catalog written for this shop.
 */
export type SeedCategory = { id: number; title: string; slug: string };

type SeedReview = {
  id: number;
  name: string;
  avatar: string | null;
  rating: number;
  comment: string;
  createdAt: string;
};

export type SeedProduct = {
  id: number;
  slug: string;
  name: string;
  sub_name: string | null;
  /** Slugs of the categories (diseases/conditions) the product treats. */
  categories: string[];
  /** Collections it appears in on the home page. */
  collections: ('best-selling-products' | 'newly-launched-products' | 'popular-products')[];
  price: number;
  sale_price: number | null;
  original_price: number | null;
  short_description: string;
  description: string;
  additional_info: { label: string; value: string }[];
  additional_description: string | null;
  ingredient_glossary: string | null;
  ingredients: string | null;
  reviews: SeedReview[];
};

export type SeedCombo = {
  id: number;
  slug: string;
  name: string;
  short_description: string;
  product_ids: number[];
};

export type SeedBlog = { id: number; title: string; slug: string; description: string };

export type SeedFaq = { id: number; title: string; description: string };

export type SeedTestimonial = { name: string; designation: string | null; description: string };
