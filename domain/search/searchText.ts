const NOT_ASCII = /[^\x00-\x7f]/;

/**
 * Text as the search compares it: lower case, accents stripped (NFD, then the combining marks dropped), apostrophes
 * dropped (O'Brien reads obrien), every other run of punctuation or spacing one space. "Côté-Tremblay" reads
 * "cote tremblay". Plain ASCII, most names, takes a shorter way to the same answer.
 */
export function normaliseText(text: string): string {
  if (!NOT_ASCII.test(text)) {
    return text
      .toLowerCase()
      .replace(/['`]/g, '')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  }
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a text as the search compares them (normaliseText), without repeats. */
export function textTokens(...texts: string[]): string[] {
  const tokens: string[] = [];
  for (const text of texts) for (const token of normaliseText(text).split(' ')) if (token && !tokens.includes(token)) tokens.push(token);
  return tokens;
}

/** The digits of a phone number as typed or stored: "(519) 555-0123" reads 5195550123. */
export function phoneDigits(text: string): string {
  return text.replace(/\D/g, '');
}
