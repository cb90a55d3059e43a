import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import type { ValueState } from '@/domain/variants';
import { OptionPicker } from './option-picker';

const sizes: ValueState[] = [
  { value: 'S', offered: true, purchasable: true },
  { value: 'M', offered: true, purchasable: true },
  { value: 'L', offered: false, purchasable: false },
  { value: 'XL', offered: true, purchasable: false },
];

function Sizes({ onChoose }: { onChoose: (value: string) => void }) {
  const [value, setValue] = useState('M');
  return (
    <>
      <button type="button">Before</button>
      <OptionPicker
        name="Size"
        states={sizes}
        value={value}
        onChoose={(next) => {
          setValue(next);
          onChoose(next);
        }}
      />
      <button type="button">After</button>
    </>
  );
}

test('a radio group labelled with the option and the value shown, every value listed', () => {
  render(<Sizes onChoose={vi.fn()} />);
  const group = screen.getByRole('radiogroup', { name: 'Size: M' });
  expect(screen.getByText('Size: M')).toBeVisible();
  const radios = within(group).getAllByRole('radio');
  expect(radios.map((radio) => radio.getAttribute('aria-label'))).toEqual([
    'S',
    'M',
    'L (unavailable)',
    'XL (sold out)',
  ]);
  expect(within(group).getByRole('radio', { name: 'M' })).toBeChecked();
  // Unavailable values are shown, marked and still choosable (never disabled).
  const soldOut = within(group).getByRole('radio', { name: 'XL (sold out)' });
  expect(soldOut).toBeEnabled();
  // Struck through where it is seen.
  expect(within(group).getByText('XL')).toHaveClass('line-through');
  expect(within(group).getByText('S')).not.toHaveClass('line-through');
});

test('a click chooses a value, the sold-out one included', async () => {
  const user = userEvent.setup();
  const onChoose = vi.fn();
  render(<Sizes onChoose={onChoose} />);
  await user.click(screen.getByRole('radio', { name: 'XL (sold out)' }));
  expect(onChoose).toHaveBeenLastCalledWith('XL');
  expect(screen.getByRole('radiogroup', { name: 'Size: XL' })).toBeInTheDocument();
  expect(screen.getByRole('radio', { name: 'XL (sold out)' })).toBeChecked();
});

test('Tab enters the group on the chosen value, arrows move and choose within it, Tab leaves', async () => {
  const user = userEvent.setup();
  const onChoose = vi.fn();
  render(<Sizes onChoose={onChoose} />);
  await user.click(screen.getByRole('button', { name: 'Before' }));
  await user.tab();
  expect(screen.getByRole('radio', { name: 'M' })).toHaveFocus();
  await user.keyboard('{ArrowRight}');
  expect(screen.getByRole('radio', { name: 'L (unavailable)' })).toHaveFocus();
  expect(onChoose).toHaveBeenLastCalledWith('L');
  // Each value is chosen once.
  await user.keyboard('{ArrowLeft}{ArrowLeft}');
  expect(screen.getByRole('radio', { name: 'S' })).toHaveFocus();
  expect(screen.getByRole('radio', { name: 'S' })).toBeChecked();
  expect(onChoose.mock.calls).toEqual([['L'], ['M'], ['S']]);
  await user.tab();
  expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
});

test('an option shown by pictures names each picture after its value', async () => {
  const user = userEvent.setup();
  const onChoose = vi.fn();
  const image = (src: string) => ({ src, alt: `Headphones ${src}`, width: 600, height: 600 });
  render(
    <OptionPicker
      name="Colour"
      value="Sand"
      states={[
        { value: 'Midnight Black', offered: true, purchasable: true },
        { value: 'Sand', offered: true, purchasable: true },
        { value: 'Forest Green', offered: true, purchasable: false },
      ]}
      swatches={
        new Map([
          ['Midnight Black', image('/black.svg')],
          ['Sand', image('/sand.svg')],
          ['Forest Green', image('/forest.svg')],
        ])
      }
      onChoose={onChoose}
    />,
  );
  const group = screen.getByRole('radiogroup', { name: 'Colour: Sand' });
  const black = within(group).getByRole('radio', { name: 'Midnight Black' });
  // The picture is decoration: the radio's name is the value, not the image's description.
  const picture = black.parentElement!.querySelector('img');
  expect(picture).toHaveAttribute('alt', '');
  expect(picture).toHaveAttribute('src', '/black.svg');
  expect(within(group).getByRole('radio', { name: 'Forest Green (sold out)' })).toBeInTheDocument();
  await user.click(black);
  expect(onChoose).toHaveBeenCalledWith('Midnight Black');
});
