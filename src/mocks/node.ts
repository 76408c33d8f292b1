import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The mock API for Vitest: the same handlers, intercepting fetch in Node. */
export const server = setupServer(...handlers);
