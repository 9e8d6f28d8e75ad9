import { useLayoutEffect, useRef } from 'react';
import { htmlNodes } from '../../ui/htmlNodes.ts';

/** Sanitised template HTML shown in a box, rebuilt as nodes whenever it changes (htmlNodes). */
export function TemplateHtml({ html, className, label }: { html: string; className: string; label?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(htmlNodes(html));
  }, [html]);
  return <div ref={box} className={className} aria-label={label} />;
}
