/**
 * The bench's "named stack" row: the static reference page's shape (header, hero, eight product
 * cards, footer) drawn by React and hydrated with the stack the shop's owners named (React,
 * React DOM, React Router's data router, TanStack Query, axios) and nothing of the shop's own:
 * the floor the storefront's figures stand on. Its cards ask the API again as the page
 * hydrates, as the shop's pages do.
 */
import { useQuery } from '@tanstack/react-query';
import axios from 'axios';
import { Link } from 'react-router';

export type Card = { id: number; name: string; price: number };

export const cardsQuery = {
  queryKey: ['cards'],
  queryFn: async () => {
    const answer = await axios.get<{ data: Card[] }>('/api/web/product_list_get', {
      params: { limit: 8 },
    });
    return answer.data.data;
  },
};

export function Page() {
  const { data: cards = [] } = useQuery(cardsQuery);
  return (
    <>
      <header>
        <Link to="/">Herbal shop</Link>
        <nav aria-label="Main">
          <ul>
            <li>
              <Link to="/shop">Shop</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
            <li>
              <Link to="/cart">Cart (0)</Link>
            </li>
          </ul>
        </nav>
      </header>
      <section className="hero">
        <img
          src="/img/hero-1600.webp"
          srcSet="/img/hero-800.webp 800w, /img/hero-1600.webp 1600w"
          sizes="100vw"
          width="1600"
          height="600"
          fetchPriority="high"
          alt="Fresh herbs on a table"
        />
        <h1>Ayurvedic remedies, delivered</h1>
      </section>
      <main>
        <h2>Bestsellers</h2>
        <ul className="grid">
          {cards.map((card, index) => (
            <li className="card" key={card.id}>
              <Link to={`/product/${card.id}`}>
                <img
                  src={`/img/p${index + 1}-300.webp`}
                  srcSet={`/img/p${index + 1}-300.webp 300w, /img/p${index + 1}-600.webp 600w`}
                  sizes="(min-width: 1024px) 22vw, 45vw"
                  width="300"
                  height="300"
                  loading={index < 2 ? 'eager' : 'lazy'}
                  alt=""
                />
                <span>{card.name}</span>
                <span className="price">₹{card.price}</span>
              </Link>
              <button type="button">Add to cart</button>
            </li>
          ))}
        </ul>
      </main>
      <footer>
        <span>© Herbal shop</span>
      </footer>
    </>
  );
}
