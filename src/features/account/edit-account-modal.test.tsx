import { english, screen, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { EditAccountModal } from './edit-account-modal';
import { storeSignedInSession } from '@tests/mock-api';

const UPDATE_URL = '*/api/users/update-profile';

async function saveWith(respond: () => Response) {
  const { user: shopper } = await storeSignedInSession();
  server.use(http.put(UPDATE_URL, respond));
  const user = userEvent.setup();
  renderWithProviders(<EditAccountModal open onClose={() => {}} user={shopper} />);
  const dialog = screen.getByRole('dialog', { name: 'Edit Account' });
  await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  return within(dialog).findByRole('alert');
}

describe('profile update texts (spec section 8)', () => {
  it("answered with status false and no message: 'Update failed'", async () => {
    expect(await saveWith(() => HttpResponse.json({ status: false }))).toHaveTextContent(
      /^Update failed$/,
    );
  });

  it.each([
    ['a network error', () => HttpResponse.error()],
    ['an HTTP error', () => HttpResponse.json({ status: false }, { status: 500 })],
    ['malformed JSON', () => new HttpResponse('{"status": true', { status: 200 })],
    ['a wrong shape', () => HttpResponse.json({ status: true, data: { user: { id: 'x' } } })],
  ])("%s: 'Failed to update account'", async (_, respond) => {
    expect(await saveWith(respond)).toHaveTextContent(english._(messages.profileUpdateFailed));
  });

  it.each([
    ['status false', () => HttpResponse.json({ status: false, message: 'Name is too long' })],
    [
      'an HTTP error',
      () => HttpResponse.json({ status: false, message: 'Name is too long' }, { status: 422 }),
    ],
  ])("%s with a message: the server's message wins", async (_, respond) => {
    expect(await saveWith(respond)).toHaveTextContent('Name is too long');
  });
});
