import { render } from '@tests/testing-library';
import { getProduct } from '@/api/catalog';
import { db } from '@/mocks/db';
import { ProductStructuredData, serializeJsonLd } from './product-structured-data';

async function seededProduct() {
  return getProduct(db.data.products[0]!.slug);
}

function jsonLdText(container: HTMLElement) {
  return container.querySelector('script[type="application/ld+json"]')!.textContent!;
}

describe('product structured data', () => {
  it('escapes < so no name can end the script element, and still parses back', async () => {
    const product = await seededProduct();
    const name = 'Triphala </script><script>alert(1)</script> <!-- & more';
    const { container } = render(<ProductStructuredData product={{ ...product, name }} />);
    const text = jsonLdText(container);
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain('\\u003c/script\\u003e');
    const [item, breadcrumbs] = JSON.parse(text);
    expect(item.name).toBe(name);
    expect(breadcrumbs.itemListElement[2].name).toBe(name);
  });

  it('leaves out an image URL that cannot be parsed instead of throwing', async () => {
    const product = await seededProduct();
    const broken = {
      ...product,
      default_image: 'http://',
      images: [
        { id: 1, url: 'http://', type: 'gallery' as const },
        { id: 2, url: '/images/products/kept.svg', type: 'gallery' as const },
      ],
    };
    const { container } = render(<ProductStructuredData product={broken} />);
    const [item] = JSON.parse(jsonLdText(container));
    expect(item.image).toEqual([`${window.location.origin}/images/products/kept.svg`]);
  });

  it('serialises any value with <, > and & as \\u escapes', () => {
    expect(serializeJsonLd({ a: '<b>&</b>' })).toBe(
      '{"a":"\\u003cb\\u003e\\u0026\\u003c/b\\u003e"}',
    );
    expect(JSON.parse(serializeJsonLd({ a: '<b>&</b>' }))).toEqual({ a: '<b>&</b>' });
  });
});
