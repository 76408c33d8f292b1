import { render, screen } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { QuantityStepper } from './quantity-stepper';

function Stepper({ start, onLimit }: { start: number; onLimit?: () => void }) {
  const [value, setValue] = useState(start);
  return <QuantityStepper value={value} onChange={setValue} onLimit={onLimit} label="Quantity" />;
}

describe('QuantityStepper', () => {
  it('stops at 1 by keyboard without losing focus', async () => {
    const user = userEvent.setup();
    render(<Stepper start={2} />);
    const decrease = screen.getByRole('button', { name: 'Decrease quantity' });
    decrease.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Quantity', { selector: 'output' })).toHaveTextContent('1');
    expect(decrease).toHaveAttribute('aria-disabled', 'true');
    expect(decrease).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByLabelText('Quantity', { selector: 'output' })).toHaveTextContent('1');
  });

  it('stops at 25 and asks for the bulk-order notice', async () => {
    const user = userEvent.setup();
    const onLimit = vi.fn();
    render(<Stepper start={24} onLimit={onLimit} />);
    const increase = screen.getByRole('button', { name: 'Increase quantity' });
    await user.click(increase);
    await user.click(increase);
    expect(screen.getByLabelText('Quantity', { selector: 'output' })).toHaveTextContent('25');
    expect(onLimit).toHaveBeenCalledTimes(1);
  });
});
