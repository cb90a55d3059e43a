import fc from 'fast-check';
import { expect, test } from 'vitest';
import { decodeIds, encodeIds } from './catalogue-index-file';

test('ids numbered in order become a column of steps of 1', () => {
  expect(encodeIds(['1', '2', '3', '4'])).toEqual({ steps: [1, 1, 1, 1] });
  expect(encodeIds(['10', '7', '0', '999999999999999'])).toEqual({ steps: [10, -3, -7, 999999999999999] });
});

test('ids that are not plain whole numbers are kept as written', () => {
  for (const ids of [['007', '8'], ['SKU-1'], ['1', '2.5'], ['1e3'], ['-4'], ['1000000000000000'], ['']]) {
    expect(encodeIds(ids)).toEqual(ids);
  }
});

test('any column of ids decodes to the ids it was made from, after a trip through JSON', () => {
  const numeric = fc.oneof(
    fc.nat({ max: 1_000_000 }).map(String),
    fc.constantFrom('0', '999999999999999', '007', '1e3', '-1', ' 1'),
  );
  fc.assert(
    fc.property(fc.array(fc.oneof(numeric, fc.string()), { maxLength: 30 }), (ids) => {
      const column = JSON.parse(JSON.stringify(encodeIds(ids))) as ReturnType<typeof encodeIds>;
      expect(decodeIds(column)).toEqual(ids);
    }),
    { numRuns: 500 },
  );
});
