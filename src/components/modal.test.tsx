import { render, screen, waitFor } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Modal } from './modal';

/** A dialog opened from a button, and one the app opens by itself (`later`). */
function Page({ later }: { later: boolean }) {
  const [open, setOpen] = useState(false);
  const [laterClosed, setLaterClosed] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open first
      </button>
      <Modal open={open} onClose={() => setOpen(false)} title="First" closeLabel="Close first">
        <p>First</p>
      </Modal>
      <Modal
        open={later && !laterClosed}
        onClose={() => setLaterClosed(true)}
        title="Later"
        closeLabel="Close later"
      >
        <p>Later</p>
      </Modal>
    </>
  );
}

describe('Modal', () => {
  it("returns focus to a dialog's opener, and lends it to the next only while one is open", async () => {
    const user = userEvent.setup();
    const { rerender } = render(<Page later={false} />);
    const opener = screen.getByRole('button', { name: 'Open first' });
    await user.click(opener);
    await user.click(await screen.findByRole('button', { name: 'Close first' }));
    await waitFor(() => expect(opener).toHaveFocus());

    // Later the app opens a dialog by itself, with focus on the page: closing it leaves focus
    // there, not on the button that opened an earlier, long closed one.
    opener.blur();
    rerender(<Page later />);
    await user.click(await screen.findByRole('button', { name: 'Close later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(opener).not.toHaveFocus();
  });
});
