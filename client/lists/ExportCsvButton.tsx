import { useState } from 'react';
import { openSignedLink } from './openSignedLink.ts';
import { useWorker } from '../worker/useWorker.ts';

export const EXPORT_OFFLINE_MESSAGE = 'The export needs a connection to the server. Please try again when you are back online.';

/**
 * EXPORT CSV of every list: opens the list's CSV (an API path with the list's filters and sort) in a new tab under
 * a signed link; when the link cannot be had (off line), says so under the button.
 */
export function ExportCsvButton({ path }: { path: string }) {
  const api = useWorker();
  const [failed, setFailed] = useState(false);
  return (
    <>
      <button
        className="button"
        type="button"
        onClick={() => {
          setFailed(false);
          openSignedLink(api, path).catch(() => setFailed(true));
        }}
      >
        EXPORT CSV
      </button>
      {failed && (
        <p className="form-error export-error" role="alert">
          {EXPORT_OFFLINE_MESSAGE}
        </p>
      )}
    </>
  );
}
