/** Whether a from ai on and b from bi up to bEnd are the same characters. */
function sameFrom(a: string, ai: number, b: string, bi: number, bEnd: number): boolean {
  if (a.length - ai !== bEnd - bi) return false;
  for (let i = 0; ai + i < a.length; i++) if (a.charCodeAt(ai + i) !== b.charCodeAt(bi + i)) return false;
  return true;
}

/**
 * Whether `a` and the first `bEnd` characters of `b` are at most one edit apart in the Damerau-Levenshtein sense
 * (optimal string alignment): one character replaced, added or removed, or two neighbours swapped. Linear time.
 */
export function withinOneEdit(a: string, b: string, bEnd = b.length): boolean {
  const la = a.length;
  if (Math.abs(la - bEnd) > 1) return false;
  let i = 0;
  while (i < la && i < bEnd && a.charCodeAt(i) === b.charCodeAt(i)) i++;
  if (i === la && i === bEnd) return true;
  if (la === bEnd) {
    if (sameFrom(a, i + 1, b, i + 1, bEnd)) return true;
    return i + 1 < la && a.charCodeAt(i) === b.charCodeAt(i + 1) && a.charCodeAt(i + 1) === b.charCodeAt(i) && sameFrom(a, i + 2, b, i + 2, bEnd);
  }
  return la > bEnd ? sameFrom(a, i + 1, b, i, bEnd) : sameFrom(a, i, b, i + 1, bEnd);
}

/**
 * Whether a word being typed matches the beginning of a name with one typo: the word against the name's first
 * characters, as many as the word has, one more or one fewer ("thompsn" matches "thompson", "tohmps" matches
 * "thompson" too).
 */
export function typoPrefix(word: string, name: string): boolean {
  for (const end of [word.length, word.length + 1, word.length - 1]) {
    if (end > 0 && end <= name.length && withinOneEdit(word, name, end)) return true;
  }
  return false;
}
