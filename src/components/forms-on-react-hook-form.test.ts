/**
 * The stack the shop was specified with puts every form on react-hook-form, so fields,
 * validation and submission work one way everywhere.
 */
const sources = import.meta.glob<string>(['/src/**/*.tsx', '!/src/**/*.test.tsx'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * The header's search: a combobox whose text is widget state (suggestions, recent searches,
 * the active option), with nothing to validate and no submission beyond going to the shop.
 */
const NOT_FORMS = new Set(['/src/features/search/header-search.tsx']);

describe('forms', () => {
  it('every component that draws a form is on react-hook-form', () => {
    const withForms = Object.entries(sources).filter(([, source]) => /<form[\s>]/.test(source));
    expect(withForms.length).toBeGreaterThan(5);
    const elsewhere = withForms
      .filter(
        ([path, source]) => !NOT_FORMS.has(path) && !source.includes("from 'react-hook-form'"),
      )
      .map(([path]) => path);
    expect(elsewhere).toEqual([]);
  });
});
