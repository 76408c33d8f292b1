import { http } from 'msw';
import { db } from './db';
import { authHandlers } from './handlers/auth';
import { catalogHandlers } from './handlers/catalog';
import { contentHandlers } from './handlers/content';
import { orderHandlers } from './handlers/orders';
import { ok } from './handlers/respond';

/** Every call of ../shared/api-contract.md, over the one in-memory store in ./db. */
export const handlers = [
  ...catalogHandlers,
  ...contentHandlers,
  ...authHandlers,
  ...orderHandlers,
  // Returns the store to its seed (end-to-end runs and demos).
  http.post('*/__mock/reset', () => {
    db.reset();
    return ok();
  }),
];
