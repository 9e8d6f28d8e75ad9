/**
 * Puts text on the clipboard: the Clipboard API where the page may use it, otherwise the older copy command on
 * a hidden selection. Answers whether the text was copied.
 */
export async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    // Inside an open modal dialog everything else is inert: the selection must live in the dialog.
    (document.activeElement?.closest('dialog') ?? document.body).append(area);
    area.select();
    try {
      return document.execCommand('copy');
    } finally {
      area.remove();
    }
  }
}
