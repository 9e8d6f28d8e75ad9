import { useState } from 'react';
import type { SessionUser } from '../../domain/session/sessionUser.ts';
import { Popup } from '../ui/Popup.tsx';
import { useWorker } from '../worker/useWorker.ts';

/**
 * The release notes popup, shown while the user has a release number, until acknowledged (spec 000 §4).
 * OKAY and GOT IT both acknowledge; the notes are text, shown as written.
 */
export function ReleaseNotes({ release }: { release: SessionUser['release'] }) {
  const api = useWorker();
  const [closed, setClosed] = useState(false);
  const [answering, setAnswering] = useState(false);
  if (!release.number || closed) return null;
  // Closed once the device has kept the answer, so a reload right after never shows the notes again.
  const acknowledge = () => {
    if (answering) return;
    setAnswering(true);
    void api.acknowledgeRelease().finally(() => setClosed(true));
  };
  return (
    <Popup
      title={`What's new in release ${release.number}`}
      onClose={acknowledge}
      actions={
        <>
          <button className="button" type="button" onClick={acknowledge}>OKAY</button>
          <button className="button button-primary" type="button" onClick={acknowledge}>GOT IT</button>
        </>
      }
    >
      <div className="release-content">{release.content}</div>
    </Popup>
  );
}
