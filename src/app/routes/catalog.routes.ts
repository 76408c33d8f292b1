import type { RouteObject } from 'react-router-dom';

/** Routes of the catalog and cart screens (issue 3). */
export const catalogRoutes: RouteObject[] = [];
