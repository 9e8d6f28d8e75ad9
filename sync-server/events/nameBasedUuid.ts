import { createHash } from 'node:crypto';

/**
 * A UUID made from names (the version-5 layout over SHA-256): the same parts give the same id, so an event appended
 * again under it (a webhook or a lead delivered twice, a retry after a crash) is taken once by the log.
 */
export function nameBasedUuid(...parts: string[]): string {
  const hex = createHash('sha256').update(parts.join('\u0000')).digest('hex');
  const variant = ((Number.parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
