/** "Email", "Email and Last Name", "Email, First Name and Last Name". */
function namesText(labels: readonly string[]): string {
  if (labels.length <= 1) return labels.join('');
  return `${labels.slice(0, -1).join(', ')} and ${labels[labels.length - 1]}`;
}

/**
 * A form's message for empty required fields (issue 28: a required-fields message names the fields): the form's own
 * sentence, its full stop replaced by the fields' labels as the form shows them, "…all required fields: Email and
 * Last Name." The form marks the same fields (aria-invalid and a message beside each).
 */
export function requiredFieldsMessage(sentence: string, labels: readonly string[]): string {
  return `${sentence.replace(/\.$/, '')}: ${namesText(labels)}.`;
}
