import { MERGE_FIELDS, mergeFieldToken, type MergeFieldKey } from '../../../domain/templates/mergeFields.ts';

/** The merge fields an editor offers, each a button that puts its {{field}} where the cursor is. */
export function MergeFieldButtons({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <div className="template-merge-fields" role="group" aria-label="Merge fields">
      <span className="template-merge-label">Insert:</span>
      {MERGE_FIELDS.map((field: { key: MergeFieldKey; label: string }) => (
        <button
          key={field.key}
          className="button button-small"
          type="button"
          // The editor keeps its selection: the button never takes the focus.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onInsert(mergeFieldToken(field.key))}
        >
          {field.label}
        </button>
      ))}
    </div>
  );
}
