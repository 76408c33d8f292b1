import { screen } from '@tests/testing-library';
import { renderWithProviders } from '@tests/render-with-providers';
import { HistoryAyurvedaPage } from './history-ayurveda-page';
import { ProductDescriptionPage } from './product-description-page';

const wordsIn = (element: HTMLElement) =>
  (element.textContent ?? '').split(/\s+/).filter(Boolean).length;

describe('written pages', () => {
  it.each([
    ['History of Ayurveda', <HistoryAyurvedaPage key="h" />],
    ['How Our Products Are Made', <ProductDescriptionPage key="p" />],
  ])('%s has several sections of real text and a contents list', (title, page) => {
    const { container } = renderWithProviders(page);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const sections = container.querySelectorAll<HTMLElement>('.static-article__section');
    expect(sections.length).toBeGreaterThanOrEqual(4);
    const article = container.querySelector<HTMLElement>('.static-article')!;
    expect(wordsIn(article)).toBeGreaterThan(600);
    expect(article.textContent).not.toMatch(/lorem ipsum/i);
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    for (const section of sections) {
      expect(contents.querySelector(`a[href="#${section.id}"]`)).not.toBeNull();
    }
  });
});
