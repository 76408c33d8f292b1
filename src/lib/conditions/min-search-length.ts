/**
 * Suggestions and condition matches start at this many typed characters. On its own so the
 * header's search box can read it without loading the conditions table.
 */
export const MIN_SEARCH_LENGTH = 2;
