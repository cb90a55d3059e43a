import { act, render, screen } from '@testing-library/react';
import { expect, test, vi } from 'vitest';
import { loadOnce } from './load-once';
import { useLoadedOnAsk } from './use-loaded-on-ask';

function Part({ loader }: { loader: Parameters<typeof useLoadedOnAsk<string>>[0] }) {
  const { value, ask } = useLoadedOnAsk(loader);
  return (
    <button type="button" onClick={() => void ask().catch(() => undefined)}>
      {value ?? 'not yet'}
    </button>
  );
}

test('nothing is loaded until asked; once asked, the part renders what came', async () => {
  const load = vi.fn(() => Promise.resolve('the menu'));
  const loader = loadOnce(load);
  render(<Part loader={loader} />);
  expect(screen.getByRole('button')).toHaveTextContent('not yet');
  expect(load).not.toHaveBeenCalled();
  await act(async () => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('the menu');
});

test('already loaded elsewhere: the first render has it', async () => {
  const loader = loadOnce(() => Promise.resolve('the dialog'));
  await loader();
  render(<Part loader={loader} />);
  expect(screen.getByRole('button')).toHaveTextContent('the dialog');
});

test('a failed load rejects the ask and the next ask tries again', async () => {
  const load = vi
    .fn<() => Promise<string>>()
    .mockRejectedValueOnce(new Error('offline'))
    .mockResolvedValueOnce('the form');
  const loader = loadOnce(load);
  render(<Part loader={loader} />);
  await act(async () => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('not yet');
  await act(async () => screen.getByRole('button').click());
  expect(screen.getByRole('button')).toHaveTextContent('the form');
  expect(load).toHaveBeenCalledTimes(2);
});
