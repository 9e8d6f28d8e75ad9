import { useEffect, useRef } from 'react';
import { sanitizeLeadComment } from '../../domain/html/sanitizeHtml.ts';
import { htmlNodes } from '../ui/htmlNodes.ts';

/** A lead's comment as HTML: sanitised by the lead comments' allow-list and rebuilt as nodes of this page (never set as markup). */
export function LeadComment({ html }: { html: string }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    box.current?.replaceChildren(htmlNodes(html, sanitizeLeadComment));
  }, [html]);
  return <div className="lead-comment" ref={box} />;
}
