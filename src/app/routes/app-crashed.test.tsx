import { render, screen } from '@tests/testing-library';
import { MemoryRouter } from 'react-router-dom';
import { loadI18n } from '@/i18n/catalogs';
import { LocaleProvider } from '@/i18n/locale-provider';
import { AppCrashed } from './app-crashed';

beforeAll(() => loadI18n('hi'));

describe('AppCrashed', () => {
  it.each([
    ['/shop', 'Back to Home Page', '/'],
    ['/hi/shop', 'होम पेज पर लौटें', '/hi'],
  ])(
    'leads a crashed page (%s) to the home page in its language, with a plain link',
    (path, name, home) => {
      render(
        <MemoryRouter initialEntries={[path]}>
          <LocaleProvider>
            <AppCrashed />
          </LocaleProvider>
        </MemoryRouter>,
      );
      expect(screen.getByRole('link', { name })).toHaveAttribute('href', home);
    },
  );
});
