// Constant-time comparison of presented secrets (internal token, keys), so timing reveals nothing.
import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares digests, not raw strings, so neither length nor content leaks through timing. */
export function secretsEqual(presented: string | undefined, expected: string | undefined): boolean {
  if (presented === undefined || expected === undefined) return false;
  const a = createHash('sha256').update(presented).digest();
  const b = createHash('sha256').update(expected).digest();
  return timingSafeEqual(a, b);
}
