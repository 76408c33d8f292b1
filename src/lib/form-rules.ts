import type { MessageDescriptor } from '@lingui/core';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { translate } from '@/i18n/catalogs';
import { z } from '@/lib/zod';
import { PHONE_DIGITS, PIN_DIGITS } from './indian-formats';

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

/**
 * What a phone field keeps of what is typed or pasted (spec: "non-digits stripped, max 10").
 * A number that starts with the country code or a trunk 0 may run to 12 or 11 digits, and
 * loses that prefix once whole: cut to its first 10 digits it would be someone else's number.
 */
export function phoneAsTyped(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  const prefix = digits.startsWith('91') ? 2 : digits.startsWith('0') ? 1 : 0;
  const whole = digits.slice(0, 10 + prefix);
  return whole.length === 10 + prefix ? whole.slice(prefix) : whole;
}

/** A phone field's registration (react-hook-form) whose input keeps what phoneAsTyped keeps. */
export function phoneInput<Field extends UseFormRegisterReturn>(field: Field): Field {
  return {
    ...field,
    onChange: (event: { target: unknown }) => {
      const input = event.target as HTMLInputElement;
      const kept = phoneAsTyped(input.value);
      if (kept !== input.value) input.value = kept;
      return field.onChange(event);
    },
  };
}

/** A PIN code as typed ('411 001'): its characters without spaces. */
export function normalizePin(raw: string): string {
  return raw.replace(/\s/g, '');
}

/** True once what was typed is a whole 10-digit number. */
export function isCompletePhone(raw: string) {
  return PHONE_DIGITS.test(normalizeIndianPhone(raw));
}

/**
 * A rule's message, read in the page's language when a value is checked: a schema is made once,
 * as its module loads, and a page may change language after.
 */
const said = (message: MessageDescriptor) => ({ error: () => translate(message) });

type RuleMessages = { required: MessageDescriptor; invalid: MessageDescriptor };

/** Accepts the phone as typed, outputs its 10 digits; each form keeps its own messages. */
export function indianPhone({ required, invalid }: RuleMessages) {
  return z
    .string()
    .check(
      z.overwrite(normalizeIndianPhone),
      z.minLength(1, said(required)),
      z.regex(PHONE_DIGITS, said(invalid)),
    );
}

/** Accepts a PIN code as typed (spaces ignored), outputs its six digits. */
export function indianPin({ required, invalid }: RuleMessages) {
  return z
    .string()
    .check(
      z.overwrite(normalizePin),
      z.minLength(1, said(required)),
      z.regex(PIN_DIGITS, said(invalid)),
    );
}

/** The spec's "simple x@y.z pattern": something, an @, something, a dot, something; no spaces. */
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The check an `<input type="email">` makes (the HTML standard's "valid email address"). Looser
 * than the pattern above about dots ('name@host' passes), stricter about characters.
 */
const EMAIL_INPUT_TYPE_PATTERN =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** The least length of a new password (spec section 5). */
export const PASSWORD_MIN_LENGTH = 6;

/** True when the text is an email address by the spec's simple pattern. */
export function isEmail(value: string) {
  return EMAIL_PATTERN.test(value);
}

/** Text that must be filled in: spaces around it are dropped, and spaces alone count as empty. */
export function requiredText(message: MessageDescriptor) {
  return z.string().check(z.trim(), z.minLength(1, said(message)));
}

/** An email address (trimmed) by the spec's simple pattern. */
export function email({ required, invalid }: RuleMessages) {
  return requiredText(required).check(z.regex(EMAIL_PATTERN, said(invalid)));
}

/** An email address (trimmed) as the email input type accepts it; one message for empty and invalid. */
export function emailAsInputType(message: MessageDescriptor) {
  return z.string().check(z.trim(), z.regex(EMAIL_INPUT_TYPE_PATTERN, said(message)));
}

/** A password as typed: spaces are part of it, so nothing is trimmed. */
export function password(requiredMessage: MessageDescriptor) {
  return z.string().check(z.minLength(1, said(requiredMessage)));
}

/** A password being chosen: required, and at least PASSWORD_MIN_LENGTH characters. */
export function newPassword({
  required,
  tooShort,
}: {
  required: MessageDescriptor;
  tooShort: MessageDescriptor;
}) {
  return password(required).check(z.minLength(PASSWORD_MIN_LENGTH, said(tooShort)));
}

/**
 * For an object schema: its `confirmation` field must repeat its `original` field. Said on the
 * confirmation, and only once something is typed there (an empty one has its own message).
 */
export function confirms<Confirmation extends string, Original extends string>(
  confirmation: Confirmation,
  original: Original,
  message: MessageDescriptor,
) {
  return z.refine<Record<Confirmation | Original, unknown>>(
    (values) => !values[confirmation] || values[confirmation] === values[original],
    { ...said(message), path: [confirmation] },
  );
}
