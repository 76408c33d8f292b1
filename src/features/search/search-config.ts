/** Suggestions start at this many typed characters. Shared by the light input and the lazy popup. */
export const MIN_SEARCH_LENGTH = 2;
