import { useLayoutEffect, useRef } from 'react';
import { templateHtmlNodes } from './templateHtmlNodes.ts';

/** Sanitised template HTML shown in a box, rebuilt as nodes whenever it changes (templateHtmlNodes). */
export function TemplateHtml({ html, className, label }: { html: string; className: string; label?: string }) {
  const box = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    box.current?.replaceChildren(templateHtmlNodes(html));
  }, [html]);
  return <div ref={box} className={className} aria-label={label} />;
}
