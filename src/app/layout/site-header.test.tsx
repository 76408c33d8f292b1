import { screen } from '@testing-library/react';
import { renderWithProviders } from '@tests/render-with-providers';
import { SiteHeader } from './site-header';

describe('SiteHeader', () => {
  it('holds the search combobox beside the navigation and the actions', async () => {
    renderWithProviders(<SiteHeader />);
    const search = screen.getByRole('search');
    expect(screen.getByRole('combobox', { name: /search remedies/i })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(search.compareDocumentPosition(screen.getByRole('navigation', { name: 'Main' }))).toBe(
      Node.DOCUMENT_POSITION_PRECEDING,
    );
    expect(await screen.findByRole('button', { name: /^Cart, / })).toBeInTheDocument();
  });
});
