import { expect, test } from 'vitest';
import { fillPlaceholders } from './content-vocabulary';

const values = { brand: 'Tom & <Jerry>', email: 'a@b.example' };

test('fills text as it is and HTML escaped, at any depth', () => {
  const page = {
    title: 'About {{brand}}',
    introHtml: '<p>{{ brand }} at <a href="mailto:{{email}}">{{email}}</a></p>',
    sections: [{ id: 'x', title: '{{brand}}', html: '<p>{{brand}}</p>' }],
    items: [{ bodyHtml: '{{brand}}', text: '{{brand}}' }],
  };
  expect(fillPlaceholders(page, values)).toEqual({
    title: 'About Tom & <Jerry>',
    introHtml: '<p>Tom &#38; &#60;Jerry&#62; at <a href="mailto:a@b.example">a@b.example</a></p>',
    sections: [{ id: 'x', title: 'Tom & <Jerry>', html: '<p>Tom &#38; &#60;Jerry&#62;</p>' }],
    items: [{ bodyHtml: 'Tom &#38; &#60;Jerry&#62;', text: 'Tom & <Jerry>' }],
  });
});

test('an unknown name is reported and left in place', () => {
  const unknown: string[] = [];
  expect(fillPlaceholders({ text: 'Hi {{nobody}}' }, values, (name) => unknown.push(name))).toEqual({
    text: 'Hi {{nobody}}',
  });
  expect(unknown).toEqual(['nobody']);
});
