/** What a popup has to say after an action: an error (role alert) or a success line (role status). */
export type Notice = { tone: 'error' | 'success'; text: string };

export function PopupNotice({ notice }: { notice: Notice | null }) {
  if (!notice) return null;
  return notice.tone === 'error' ? (
    <p className="form-error" role="alert">
      {notice.text}
    </p>
  ) : (
    <p className="form-success" role="status">
      {notice.text}
    </p>
  );
}
