import type { RouteObject } from 'react-router-dom';

/** Routes of sign-up, the account area, checkout and order confirmation (issue 4). */
export const accountRoutes: RouteObject[] = [];
