const BLOCKS = new Set(['p', 'div', 'li', 'ul', 'ol', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'table', 'tr', 'blockquote', 'pre', 'hr']);

/**
 * The plain text part of an e-mail written as HTML (the Send Email popup's editor): its words, a line break for each
 * <br> and around each block, parsed inertly with DOMParser (nothing runs, nothing loads), blank lines kept to one.
 */
export function emailText(html: string): string {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  let text = '';
  const walk = (node: Node) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === Node.TEXT_NODE) text += (child.textContent ?? '').replace(/\s+/g, ' ');
      if (child.nodeType !== Node.ELEMENT_NODE) continue;
      const name = (child as Element).localName;
      if (name === 'br') text += '\n';
      const block = BLOCKS.has(name);
      if (block) text += '\n';
      walk(child);
      if (block) text += '\n';
    }
  };
  walk(body);
  return text
    .split('\n')
    .map((line) => line.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
