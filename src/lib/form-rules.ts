import { z } from '@/lib/zod';

/** The digits of an Indian mobile number without its country code or trunk prefix. */
export const PHONE_DIGITS = 10;

/**
 * A phone number as people type or paste it ('+91 98111 22233', '91-98111-22233',
 * '098111 22233') as the 10 digits the backend expects. Only a prefix that leaves exactly
 * 10 digits is removed; anything else stays as typed so the rule below can refuse it
 * (cutting '9198111222' to 10 digits from the front would be someone else's number).
 */
export function normalizeIndianPhone(raw: string): string {
  const compact = raw.replace(/[\s\-.()]/g, '');
  if (compact.startsWith('+91')) return compact.slice(3);
  if (/^91\d{10}$/.test(compact)) return compact.slice(2);
  if (/^0\d{10}$/.test(compact)) return compact.slice(1);
  return compact;
}

/** A PIN code as typed ('411 001'): its characters without spaces. */
export function normalizePin(raw: string): string {
  return raw.replace(/\s/g, '');
}

/** True once what was typed is a whole 10-digit number. */
export function isCompletePhone(raw: string) {
  return /^\d{10}$/.test(normalizeIndianPhone(raw));
}

type RuleMessages = { required: string; invalid: string };

/** Accepts the phone as typed, outputs its 10 digits; each form keeps its own messages. */
export function indianPhone({ required, invalid }: RuleMessages) {
  return z
    .string()
    .check(
      z.overwrite(normalizeIndianPhone),
      z.minLength(1, required),
      z.regex(/^\d{10}$/, invalid),
    );
}

/** Accepts a PIN code as typed (spaces ignored), outputs its six digits. */
export function indianPin({ required, invalid }: RuleMessages) {
  return z
    .string()
    .check(z.overwrite(normalizePin), z.minLength(1, required), z.regex(/^[1-9]\d{5}$/, invalid));
}
