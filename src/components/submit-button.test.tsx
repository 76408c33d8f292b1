import { render, screen } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { SubmitButton } from './submit-button';

/** A form whose first submit starts a call that has not answered yet. */
function SlowForm({ onSubmit }: { onSubmit: () => void }) {
  const [busy, setBusy] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setBusy(true);
      }}
    >
      <label>
        Email <input name="email" />
      </label>
      <SubmitButton busy={busy}>{busy ? 'Sending...' : 'Send'}</SubmitButton>
    </form>
  );
}

describe('SubmitButton', () => {
  it('keeps focus while busy, and neither a press nor Enter submits again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<SlowForm onSubmit={onSubmit} />);
    await user.tab();
    await user.tab();
    await user.keyboard('{Enter}');
    const button = screen.getByRole('button', { name: 'Sending...' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(button);
    await user.type(screen.getByLabelText('Email'), 'a@b.in{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
