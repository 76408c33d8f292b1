import { cartCount, cartReducer, cartTotal, storedCartSchema, type CartItem } from './cart-reducer';

const tulsi = { id: 1, name: 'Tulsi Drops', price: 199.5, image: '/t.svg', slug: 'tulsi-drops' };
const neem = { id: 2, name: 'Neem Capsules', price: 300, image: '/n.svg', slug: 'neem-capsules' };

describe('cartReducer', () => {
  it('adds a new item with the given quantity', () => {
    const state = cartReducer({ items: [] }, { type: 'add', products: [tulsi], quantity: 3 });
    expect(state.items).toEqual([{ ...tulsi, quantity: 3 }]);
  });

  it('adds to the quantity of an item already in the cart, up to 25', () => {
    let state = cartReducer({ items: [] }, { type: 'add', products: [tulsi], quantity: 20 });
    state = cartReducer(state, { type: 'add', products: [tulsi], quantity: 3 });
    expect(state.items[0]!.quantity).toBe(23);
    state = cartReducer(state, { type: 'add', products: [tulsi], quantity: 10 });
    expect(state.items[0]!.quantity).toBe(25);
  });

  it('adding a product again takes its current price and name into the line', () => {
    let state = cartReducer({ items: [] }, { type: 'add', products: [tulsi], quantity: 2 });
    const repriced = { ...tulsi, name: 'Tulsi Drops 30 ml', price: 219, mrp: 249 };
    state = cartReducer(state, { type: 'add', products: [repriced], quantity: 1 });
    expect(state.items).toEqual([{ ...repriced, quantity: 3 }]);
  });

  it('adds an array of products, each id once', () => {
    const state = cartReducer(
      { items: [] },
      { type: 'add', products: [tulsi, neem, tulsi], quantity: 1 },
    );
    expect(state.items.map((item) => [item.id, item.quantity])).toEqual([
      [1, 1],
      [2, 1],
    ]);
  });

  it('ignores a quantity below 1 and clamps above 25', () => {
    const start = { items: [{ ...tulsi, quantity: 2 }] };
    expect(cartReducer(start, { type: 'setQuantity', id: 1, quantity: 0 })).toBe(start);
    expect(cartReducer(start, { type: 'setQuantity', id: 1, quantity: -4 })).toBe(start);
    expect(
      cartReducer(start, { type: 'setQuantity', id: 1, quantity: 40 }).items[0]!.quantity,
    ).toBe(25);
    expect(cartReducer(start, { type: 'setQuantity', id: 1, quantity: 7 }).items[0]!.quantity).toBe(
      7,
    );
  });

  it('removes one item and clears all', () => {
    const start = {
      items: [
        { ...tulsi, quantity: 2 },
        { ...neem, quantity: 1 },
      ],
    };
    expect(cartReducer(start, { type: 'remove', id: 1 }).items.map((item) => item.id)).toEqual([2]);
    expect(cartReducer(start, { type: 'clear' }).items).toEqual([]);
  });

  it('takes out only what a payment paid for, keeping what was added meanwhile', () => {
    const start = {
      items: [
        { ...tulsi, quantity: 3 },
        { ...neem, quantity: 1 },
      ],
    };
    const paid = [
      { id: 1, quantity: 2 },
      { id: 2, quantity: 1 },
    ];
    expect(cartReducer(start, { type: 'takeOut', paid }).items).toEqual([
      { ...tulsi, quantity: 1 },
    ]);
    // A record kept before lines carried product ids: the whole cart, as before.
    expect(cartReducer(start, { type: 'takeOut', paid: [{ quantity: 1 }] }).items).toEqual([]);
  });

  it('derives the count and the total from the lines', () => {
    const items: CartItem[] = [
      { ...tulsi, quantity: 3 },
      { ...neem, quantity: 2 },
    ];
    expect(cartCount(items)).toBe(5);
    expect(cartTotal(items)).toBe(1198.5);
  });
});

describe('storedCartSchema', () => {
  it('keeps valid lines, clamps a quantity above 25 and drops broken lines', () => {
    const parsed = storedCartSchema.parse([
      { ...tulsi, quantity: 2 },
      { ...neem, quantity: -3 },
      { ...neem, quantity: 2.5 },
      { id: 'x', name: 1 },
      null,
      { ...tulsi, quantity: 5 },
      { ...neem, quantity: 1e9 },
    ]);
    expect(parsed).toEqual([
      { ...tulsi, quantity: 2 },
      { ...neem, quantity: 25 },
    ]);
  });

  it('turns anything that is not an array into an empty cart', () => {
    expect(storedCartSchema.parse({ items: [] })).toEqual([]);
    expect(storedCartSchema.parse('cart')).toEqual([]);
  });

  it('caps a huge stored cart', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      ...tulsi,
      id: index,
      quantity: 1,
    }));
    expect(storedCartSchema.parse(many)).toHaveLength(200);
  });
});
