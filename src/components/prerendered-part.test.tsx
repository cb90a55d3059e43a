import { act, render, screen } from '@testing-library/react';
import { useId } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, expect, test, vi } from 'vitest';
import { whileRunningAhead } from '@/lib/load-once';
import { prerenderedPart, useFromPrerender } from './prerendered-part';

afterEach(() => vi.useRealTimers());

/** A part whose code waits to be let through, or failed, by the test. */
function controlledPart() {
  const pending: { resolve: () => void; reject: (error: Error) => void }[] = [];
  const Thumb = ({ label }: { label: string }) => <button type="button">{label}</button>;
  const load = vi.fn(
    () =>
      new Promise<typeof Thumb>((resolve, reject) => pending.push({ resolve: () => resolve(Thumb), reject })),
  );
  return { part: prerenderedPart(load), load, last: () => pending[pending.length - 1]! };
}

function Holder({ part }: { part: ReturnType<typeof controlledPart>['part'] }) {
  const id = useId();
  const fromPrerender = useFromPrerender(id);
  return (
    <div id={id}>
      <part.Part fromPrerender={fromPrerender} fallback={<p>keeping its room</p>} label="Minimum price" />
    </div>
  );
}

/** The holder on a page the router opened (a pop: no first frame is waited for). */
function Page({ part }: { part: ReturnType<typeof controlledPart>['part'] }) {
  return (
    <MemoryRouter>
      <Holder part={part} />
    </MemoryRouter>
  );
}

test('mounted by a move to its page, the part shows the moment its code is in, not 300 ms after its stand-in', async () => {
  // React's own scheduling, outside act(), with no time passing. Through lazy and <Suspense>,
  // React would hold the part back until 300 ms after its stand-in showed.
  const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
  actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
  // Only timeouts are the test's: React's scheduler runs its tasks as usual.
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  const tasksRun = async () => {
    for (let task = 0; task < 10; task += 1) await new Promise((done) => setImmediate(done));
  };
  const { part, load, last } = controlledPart();
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  try {
    root.render(<Page part={part} />);
    await tasksRun();
    expect(container.textContent).toBe('keeping its room');
    expect(load).toHaveBeenCalledTimes(1);
    last().resolve();
    await tasksRun();
    expect(container.querySelector('button')?.textContent).toBe('Minimum price');
  } finally {
    root.unmount();
    container.remove();
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
  }
});

test('a part whose code is already in renders at once, asking for nothing', async () => {
  const { part, load, last } = controlledPart();
  part.preload();
  await act(async () => last().resolve());
  render(<Page part={part} />);
  expect(screen.getByRole('button', { name: 'Minimum price' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test('with no network the part keeps its room, and comes once the browser is back online', async () => {
  const { part, load, last } = controlledPart();
  render(<Page part={part} />);
  await act(async () => last().reject(new Error('offline')));
  expect(screen.getByText('keeping its room')).toBeInTheDocument();
  act(() => window.dispatchEvent(new Event('online')));
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => last().resolve());
  expect(screen.getByRole('button', { name: 'Minimum price' })).toBeInTheDocument();
});

test('made with a page reached by a link, the part asks for its code at once, before it is rendered', () => {
  document.documentElement.dataset.hydrated = 'true';
  try {
    const { load } = controlledPart();
    expect(load).toHaveBeenCalledTimes(1);
  } finally {
    delete document.documentElement.dataset.hydrated;
  }
  // Made while the page is being hydrated, it waits to be rendered or preloaded.
  expect(controlledPart().load).not.toHaveBeenCalled();
});

test("made as a page's module runs with the app running, a part asks for its code at once; run ahead of a tap, not until it renders", async () => {
  document.documentElement.dataset.hydrated = 'true';
  try {
    const withPage = controlledPart();
    expect(withPage.load).toHaveBeenCalledTimes(1);
    const ahead = await whileRunningAhead(async () => controlledPart());
    expect(ahead.load).not.toHaveBeenCalled();
    const made = await whileRunningAhead(async () => {
      throw new Error('failed to fetch');
    }).catch((error: Error) => error.message);
    expect(made).toBe('failed to fetch');
    expect(controlledPart().load).toHaveBeenCalledTimes(1);
    render(<Page part={ahead.part} />);
    expect(ahead.load).toHaveBeenCalledTimes(1);
  } finally {
    delete document.documentElement.dataset.hydrated;
  }
});
