import { useEffect, useRef } from 'react';
import { sanitizeHtml } from './sanitizeHtml.ts';

/** A lead's comment as HTML, rebuilt by sanitizeHtml into nodes of this page (never set as markup). */
export function LeadComment({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.replaceChildren(sanitizeHtml(html));
  }, [html]);
  return <div className="lead-comment" ref={box} />;
}
