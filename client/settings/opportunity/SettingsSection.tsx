import { useId, useState, type ReactNode } from 'react';

/** A collapsible section of the opportunity settings screen (spec 002 §2), open at first. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(true);
  const id = useId();
  return (
    <section className="settings-section" aria-labelledby={`${id}-title`}>
      <h2 className="settings-section-title" id={`${id}-title`}>
        <button type="button" className="panel-toggle" aria-expanded={open} aria-controls={`${id}-body`} onClick={() => setOpen(!open)}>
          {title}
        </button>
      </h2>
      <div id={`${id}-body`} className="settings-section-body" hidden={!open}>
        {children}
      </div>
    </section>
  );
}
