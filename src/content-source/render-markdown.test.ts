import { expect, test } from 'vitest';
import { renderBody, renderInline, sanitize } from './render-markdown.ts';

test('the sanitiser strips scripts, event handlers, javascript: links and unknown tags', () => {
  const html = sanitize(
    '<p onclick="steal()">Hi <script>alert(1)</script><a href="javascript:alert(1)" onmouseover="x()">link</a>' +
      '<img src=x onerror="y()"><iframe src="/"></iframe><a href="/faq" style="color:red">faq</a></p>',
  );
  expect(html).toBe('<p>Hi <a>link</a><a href="/faq">faq</a></p>');
});

test('raw HTML in Markdown is shown as text, never as markup', () => {
  const { html } = renderInline('Hello <script>alert(1)</script> <b onclick="x()">bold</b>');
  expect(html).not.toContain('<script');
  expect(html).not.toContain('<b');
  expect(html).toContain('&lt;script&gt;');
});

test('a body splits into its intro and ## sections, with ids from {#id} or the title', () => {
  const body = renderBody(
    'Intro with [a link](/faq).\n\n## First part {#first}\n\nText **bold**.\n\n### Detail\n\n- one\n- two\n\n## Second part\n',
  );
  expect(body.introHtml).toBe('<p>Intro with <a href="/faq">a link</a>.</p>\n');
  expect(body.sections).toEqual([
    {
      id: 'first',
      title: 'First part',
      html: '<p>Text <strong>bold</strong>.</p>\n<h3 id="detail">Detail</h3>\n<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n',
    },
    { id: 'second-part', title: 'Second part', html: '' },
  ]);
  expect(body.links).toEqual([{ href: '/faq', line: 0 }]);
});

test('placeholders in link addresses survive rendering', () => {
  expect(renderInline('[Mail us](mailto:{{email}})').html).toBe(
    '<p><a href="mailto:{{email}}">Mail us</a></p>\n',
  );
});

test('plain text keeps what the words say, without markup or entities', () => {
  expect(renderInline('Home & garden, **bold** and `code` [linked](/faq)').text).toBe(
    'Home & garden, bold and code linked',
  );
  expect(renderInline('One.\n\nTwo.').text).toBe('One. Two.');
  expect(renderBody('## Tom & Jerry *now* {#tj}\n').sections[0]).toMatchObject({
    id: 'tj',
    title: 'Tom & Jerry now',
  });
});
