/**
 * The merge fields of a template: a name in double braces, {{customer_name}}, replaced when a message is made for a
 * customer (and in the builder's preview). Spaces inside the braces are allowed ({{ dealer }}); a name not listed here
 * stays as written, so a typo shows in the preview instead of vanishing.
 */
export const MERGE_FIELDS = [
  { key: 'customer_name', label: 'Customer name' },
  { key: 'vehicle', label: 'Vehicle' },
  { key: 'salesperson', label: 'Salesperson' },
  { key: 'dealer', label: 'Dealer' },
] as const;
export type MergeFieldKey = (typeof MERGE_FIELDS)[number]['key'];
export type MergeValues = Record<MergeFieldKey, string>;

/** How a field is written in a template. */
export function mergeFieldToken(key: MergeFieldKey): string {
  return `{{${key}}}`;
}

const FIELD_PATTERN = new RegExp(`\\{\\{\\s*(${MERGE_FIELDS.map((field) => field.key).join('|')})\\s*\\}\\}`, 'g');

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (character) => HTML_ESCAPES[character] ?? character);

/**
 * A template's text with its merge fields filled: into HTML (an e-mail's sections) each value is escaped, so a
 * customer named "<b>Al</b>" reads as written; into a text message it goes as it is.
 */
export function fillMergeFields(text: string, values: MergeValues, format: 'html' | 'text'): string {
  return text.replace(FIELD_PATTERN, (_token, key: MergeFieldKey) => (format === 'html' ? escapeHtml(values[key]) : values[key]));
}

/**
 * The settings preview's customer and vehicle: a sample, named as one on screen (PREVIEW_SAMPLE_NOTICE), since a
 * template belongs to no customer until it is sent.
 */
export const PREVIEW_SAMPLE = { customer_name: 'Jordan Sample', vehicle: '2024 Sample Motors Roadster LX' } as const;
export const PREVIEW_SAMPLE_NOTICE = `Preview with a sample customer (${PREVIEW_SAMPLE.customer_name}) and vehicle (${PREVIEW_SAMPLE.vehicle}).`;

/** The preview's values: the sample customer and vehicle, the signed-in user as salesperson, the current dealer. */
export function previewMergeValues(salesperson: string, dealer: string): MergeValues {
  return { ...PREVIEW_SAMPLE, salesperson, dealer };
}
