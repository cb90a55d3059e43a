import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { QuantityStepper } from './quantity-stepper';

function Harness({
  initial = 1,
  disabled = false,
  onChange = () => {},
}: {
  initial?: number;
  disabled?: boolean;
  onChange?: (value: number) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <QuantityStepper
      value={value}
      onChange={(next) => {
        onChange(next);
        setValue(next);
      }}
      min={1}
      max={99}
      disabled={disabled}
      label="Quantity"
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Quantity' });
const decrease = () => screen.getByRole('button', { name: 'Decrease Quantity' });
const increase = () => screen.getByRole('button', { name: 'Increase Quantity' });

test('starts at the minimum with decrease disabled; increase counts up', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(input()).toHaveValue('1');
  expect(decrease()).toBeDisabled();
  await user.click(increase());
  await user.click(increase());
  expect(input()).toHaveValue('3');
  expect(decrease()).toBeEnabled();
  await user.click(decrease());
  expect(input()).toHaveValue('2');
});

test('stops at the maximum of 99', async () => {
  const user = userEvent.setup();
  render(<Harness initial={98} />);
  await user.click(increase());
  expect(input()).toHaveValue('99');
  expect(increase()).toBeDisabled();
});

test('a typed value is clamped to 1..99 on Enter or blur; junk restores the value', async () => {
  const user = userEvent.setup();
  const onChange = vi.fn();
  render(<Harness initial={5} onChange={onChange} />);
  await user.clear(input());
  await user.type(input(), '250{Enter}');
  expect(input()).toHaveValue('99');
  await user.clear(input());
  await user.type(input(), '0');
  await user.tab();
  expect(input()).toHaveValue('1');
  await user.clear(input());
  await user.tab();
  expect(input()).toHaveValue('1');
  expect(onChange.mock.calls).toEqual([[99], [1]]);
});

test('everything is disabled when the product is out of stock', () => {
  render(<Harness initial={3} disabled />);
  expect(decrease()).toBeDisabled();
  expect(increase()).toBeDisabled();
  expect(input()).toBeDisabled();
});
