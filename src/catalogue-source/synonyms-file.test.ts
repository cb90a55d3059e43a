import { expect, test } from 'vitest';
import { parseSynonyms } from './synonyms-file';

const sold = ['couch', 't-shirt', 'running', 'shoes'];
const matches = (words: string[]) => words.every((word) => sold.includes(word));

function parse(text: string) {
  const problems: string[] = [];
  const synonyms = parseSynonyms(text, matches, (record, reason) => problems.push(`${record}: ${reason}`));
  return { synonyms, problems };
}

test('both forms, comments and blank lines, any case', () => {
  const { synonyms, problems } = parse(
    '# the shop owner’s words\n\nSofa = Couch = settee\ntee -> T-Shirt\r\nsneakers -> running shoes\n',
  );
  expect(problems).toEqual([]);
  expect(synonyms).toEqual({ sofa: 'couch', settee: 'couch', tee: 't-shirt', sneakers: 'running shoes' });
});

test('every problem is named with its line', () => {
  const { problems } = parse(
    [
      'sofa couch',
      'tee -> ',
      'big tee -> t-shirt',
      'a = b c',
      'sofa = settee',
      'tee -> t-shirt',
      'tee -> couch',
      'x -> y -> z',
    ].join('\n'),
  );
  expect(problems).toEqual([
    'line 1: expected "word = word" or "word -> words", found "sofa couch"',
    'line 2: expected "word -> words", found "tee ->"',
    'line 3: the left side must be one word, found "big tee"',
    'line 4: each side of "=" must be one word (use "->" for several), found "a = b c"',
    'line 5: no product has any of "sofa", "settee"',
    'line 7: "tee" already has a synonym on line 6',
    'line 8: expected "word -> words", found "x -> y -> z"',
  ]);
});
