import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, test } from 'vitest';
import { useRouteAssets } from './router-internals';

// Pins what router-internals.ts reads of React Router: if a release renames or reshapes it, this
// fails by name before the prefetcher silently stops fetching ahead.

function Probe() {
  const assets = useRouteAssets();
  const route = assets?.manifest.routes['routes/faq'];
  return (
    <output>
      {JSON.stringify({
        id: route?.id,
        parentId: route?.parentId,
        path: route?.path,
        hasLoader: route?.hasLoader,
        hasClientLoader: route?.hasClientLoader,
        module: typeof route?.module,
        cached: Object.keys(assets?.routeModules ?? {}).sort(),
      })}
    </output>
  );
}

describe('React Router framework internals (UNSAFE_FrameworkContext) the prefetcher reads', () => {
  test('the manifest describes each route, and the route module cache is keyed by route id', async () => {
    const Stub = createRoutesStub([
      {
        id: 'root',
        path: '/',
        HydrateFallback: () => null,
        children: [{ id: 'routes/faq', path: 'faq', Component: Probe, loader: () => null }],
      },
    ]);
    render(<Stub initialEntries={['/faq']} />);
    const shown = JSON.parse((await screen.findByRole('status')).textContent ?? '{}') as Record<
      string,
      unknown
    >;
    expect(shown).toEqual({
      id: 'routes/faq',
      parentId: 'root',
      path: 'faq',
      hasLoader: true,
      hasClientLoader: false,
      module: 'string',
      cached: ['root', 'routes/faq'],
    });
  });
});
