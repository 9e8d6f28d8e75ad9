import { useCallback, useLayoutEffect, useRef } from 'react';
import { sanitizeHtml } from '../../domain/html/sanitizeHtml.ts';
import { htmlNodes } from '../ui/htmlNodes.ts';

/**
 * An e-mail's body, shown in a sandboxed frame: no script can run in it (no allow-scripts, whatever got past the
 * sanitiser), its styles and layout cannot reach the app, and its links open in a new tab. The HTML, sanitised by the
 * projection that stored it, is sanitised again and rebuilt as nodes of the frame's document (htmlNodes:
 * parsed inertly, never set as markup), which stays same-origin only so the page can do that; a text-only e-mail
 * shows its text. The frame grows with its content (images loading included); `className` sizes it for its page.
 */
export function EmailBody({ html, text, title, className }: { html: string; text: string; title: string; className: string }) {
  const frame = useRef<HTMLIFrameElement>(null);
  const fill = useCallback(() => {
    const doc = frame.current?.contentDocument;
    if (!doc?.body) return;
    doc.body.replaceChildren(html.trim() ? htmlNodes(html, sanitizeHtml, doc) : doc.createTextNode(text));
    doc.body.style.cssText = `margin: 12px; font: 14px/1.45 system-ui, sans-serif; color: #1d2433; overflow-wrap: anywhere;${html.trim() ? '' : ' white-space: pre-wrap;'}`;
    for (const link of Array.from(doc.querySelectorAll('a[href]'))) {
      link.setAttribute('target', '_blank');
      link.setAttribute('rel', 'noopener noreferrer');
    }
  }, [html, text]);
  useLayoutEffect(() => {
    fill();
    const element = frame.current;
    const doc = element?.contentDocument;
    if (!element || !doc) return;
    const fit = () => {
      element.style.height = `${doc.documentElement.scrollHeight}px`;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(doc.body);
    return () => observer.disconnect();
  }, [fill]);
  return <iframe ref={frame} className={className} title={title} sandbox="allow-same-origin allow-popups allow-popups-to-escape-sandbox" onLoad={fill} />;
}
