import type { RouteObject } from 'react-router-dom';

/** Routes of the content pages (issue 5). */
export const contentRoutes: RouteObject[] = [];
