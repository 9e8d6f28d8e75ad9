import { describe, expect, it } from 'vitest';
import { sanitizeHtml, sanitizeLeadComment } from './sanitizeHtml.ts';

describe('sanitizeHtml', () => {
  it('removes a script with its code', () => {
    expect(sanitizeHtml('<p>Hello</p><script>window.pwned = 1</script>')).toBe('<p>Hello</p>');
  });

  it('removes event handler attributes such as onerror and onclick', () => {
    expect(sanitizeHtml('<img src="https://cdn.example.com/a.png" onerror="window.pwned = 1"><p onclick="steal()">Hi</p>')).toBe(
      '<img src="https://cdn.example.com/a.png" /><p>Hi</p>',
    );
  });

  it('removes javascript: URLs from links and images, and CSS values with url() or expression()', () => {
    expect(sanitizeHtml('<a href="javascript:alert(1)">Open</a><a href=" JaVaScRiPt:alert(1)">Two</a>')).toBe('<a>Open</a><a>Two</a>');
    expect(sanitizeHtml('<img src="javascript:alert(1)">')).toBe('<img />');
    expect(sanitizeHtml('<p style="background-image: url(https://x.test/t.gif); color: red; width: expression(alert(1))">x</p>')).toBe(
      '<p style="color:red">x</p>',
    );
  });

  it('drops style, iframe and svg with what is inside them', () => {
    expect(sanitizeHtml('<style>p { color: red }</style><iframe src="https://x.test"></iframe><svg><script>1</script></svg><b>kept</b>')).toBe('<b>kept</b>');
  });

  it('keeps the formatting, lists, links, tables and inline styles an e-mail needs', () => {
    const email =
      '<h2 style="color:#003366;text-align:center">Service <em>special</em></h2>' +
      '<p><b>Bold</b>, <i>italic</i>, <u>underlined</u> and <strong>strong</strong><br />next line</p>' +
      '<ul><li>One</li><li>Two</li></ul>' +
      '<a href="https://dealer.example.com/book" target="_blank" rel="noopener noreferrer">Book now</a>' +
      '<table width="600" cellpadding="4"><tbody><tr><td style="padding:8px;font-size:14px" align="left">Cell</td></tr></tbody></table>';
    expect(sanitizeHtml(email)).toBe(email);
  });

  it('keeps merge fields and escapes stray angle brackets and ampersands as text', () => {
    expect(sanitizeHtml('<p>Hi {{customer_name}} & welcome, 3 < 4</p>')).toBe('<p>Hi {{customer_name}} &amp; welcome, 3 &lt; 4</p>');
  });

  it('gives a link opening elsewhere rel="noopener noreferrer" whatever it said', () => {
    expect(sanitizeHtml('<a href="https://x.test" target="_blank" rel="opener">x</a>')).toBe('<a href="https://x.test" target="_blank" rel="noopener noreferrer">x</a>');
  });
});

describe('sanitizeLeadComment', () => {
  const cases: [string, string][] = [
    ['<b>bold</b> <script>alert(1)</script>', '<b>bold</b> '],
    ['<p onclick="steal()" style="color:red" class="x">Hi <strong>there</strong></p>', '<p>Hi <strong>there</strong></p>'],
    ['<div><img src="x" onerror="alert(1)">Text <span>in a span</span></div>', 'Text in a span'],
    [
      '<ul><li>One</li><li><em>Two</em> <i>and</i> <u>three</u></li></ul><ol><li>Four<br>Five</li></ol>',
      '<ul><li>One</li><li><em>Two</em> <i>and</i> <u>three</u></li></ul><ol><li>Four<br />Five</li></ol>',
    ],
    ['<a href="https://example.com/a?b=1&c=2" onclick="steal()" title="t">site</a>', '<a href="https://example.com/a?b=1&amp;c=2" target="_blank" rel="noopener noreferrer">site</a>'],
    ['<a href="mailto:jane@example.com">mail</a>', '<a href="mailto:jane@example.com" target="_blank" rel="noopener noreferrer">mail</a>'],
    ['<a href="javascript:alert(1)">js</a> <a href=" jAvAsCrIpT:alert(1)">js2</a> <a href="/relative">rel</a> <a>none</a>', 'js js2 rel none'],
    ['<a href="data:text/html,<script>alert(1)</script>">data</a>', 'data'],
    ['<svg><script>alert(1)</script><text>svg text</text></svg><math><mi>x</mi></math>', 'svg textx'],
    ['<style>b { color: red }</style><iframe src="https://example.com"></iframe><u>under</u>', '<u>under</u>'],
    ['<b>unclosed <i>tags', '<b>unclosed <i>tags</i></b>'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;', '&lt;script&gt;alert(1)&lt;/script&gt;'],
    ['Line one\nLine two & more', 'Line one<br />Line two &amp; more'],
    ['<!-- a comment --><p>kept</p>', '<p>kept</p>'],
  ];

  it('keeps the allowed elements, unwraps the rest to text, drops every attribute but a safe absolute href', () => {
    expect(cases).toHaveLength(14);
    for (const [html, expected] of cases) expect(sanitizeLeadComment(html), html).toBe(expected);
  });
});
