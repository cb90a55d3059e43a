import { render, screen } from '@testing-library/react';
import { Send } from 'lucide-react';
import { expect, test } from 'vitest';
import { BusyButton } from './busy-button';

test('idle: a submit button with its icon and label; busy: the busy label, a spinner and no second press', () => {
  const { rerender } = render(
    <BusyButton busy={false} busyLabel="Sending..." icon={<Send aria-hidden="true" data-testid="icon" />}>
      Send Message
    </BusyButton>,
  );
  const button = screen.getByRole('button', { name: 'Send Message' });
  expect(button).toHaveAttribute('type', 'submit');
  expect(button).toBeEnabled();
  expect(screen.getByTestId('icon')).toBeInTheDocument();

  rerender(
    <BusyButton busy busyLabel="Sending..." icon={<Send aria-hidden="true" data-testid="icon" />}>
      Send Message
    </BusyButton>,
  );
  expect(button).toHaveAccessibleName('Sending...');
  expect(button).toBeDisabled();
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(screen.queryByTestId('icon')).not.toBeInTheDocument();
  expect(button.querySelector('svg.animate-spin')).toHaveAttribute('aria-hidden', 'true');
});

test('focusableWhileBusy holds the button with aria-disabled, so focus stays on it', () => {
  const { rerender } = render(
    <BusyButton busy={false} busyLabel="Processing..." focusableWhileBusy>
      Place Order
    </BusyButton>,
  );
  const button = screen.getByRole('button', { name: 'Place Order' });
  expect(button).not.toHaveAttribute('aria-disabled');
  button.focus();
  rerender(
    <BusyButton busy busyLabel="Processing..." focusableWhileBusy>
      Place Order
    </BusyButton>,
  );
  expect(button).toHaveAccessibleName('Processing...');
  expect(button).toBeEnabled();
  expect(button).toHaveAttribute('aria-disabled', 'true');
  expect(button).toHaveFocus();
});

test('its own disabled (an incomplete form) holds it while idle too', () => {
  render(
    <BusyButton busy={false} busyLabel="Submitting..." disabled>
      Submit Review
    </BusyButton>,
  );
  expect(screen.getByRole('button', { name: 'Submit Review' })).toBeDisabled();
});
