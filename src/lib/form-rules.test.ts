import { msg } from '@lingui/core/macro';
import { z } from '@/lib/zod';
import {
  confirms,
  email,
  emailAsInputType,
  indianPhone,
  indianPin,
  isCompletePhone,
  isEmail,
  newPassword,
  normalizeIndianPhone,
  password,
  phoneAsTyped,
  PASSWORD_MIN_LENGTH,
  requiredText,
} from './form-rules';

const phoneRule = indianPhone({
  required: msg`Phone is required`,
  invalid: msg`Phone must be 10 digits`,
});
const pinRule = indianPin({ required: msg`PIN is required`, invalid: msg`PIN must be 6 digits` });

const issuesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

describe('phoneAsTyped (what a phone field keeps)', () => {
  it.each([
    ['98111 22233', '9811122233'],
    ['9811122233 4', '9811122233'],
    ['abc 98111-2x2233', '9811122233'],
    ['+91 98111 22233', '9811122233'],
    ['098111 22233', '9811122233'],
    // Not whole yet: the prefix stays until the number is.
    ['+91 98111', '9198111'],
    ['0981', '0981'],
    // A number of its own that starts with 91.
    ['9123456789', '9123456789'],
  ])('keeps %j as %j', (typed, kept) => {
    expect(phoneAsTyped(typed)).toBe(kept);
  });
});

describe('normalizeIndianPhone', () => {
  it.each([
    ['+91 98111 22233', '9811122233'],
    ['+91-98111-22233', '9811122233'],
    ['91-98111-22233', '9811122233'],
    ['919811122233', '9811122233'],
    ['098111 22233', '9811122233'],
    ['98111 22233', '9811122233'],
    ['(981) 112.2233', '9811122233'],
    ['9811122233', '9811122233'],
  ])('reads %j as %j', (typed, digits) => {
    expect(normalizeIndianPhone(typed)).toBe(digits);
  });

  it('removes a 91 or 0 only when exactly 10 digits remain', () => {
    // 10 digits that start with 91 or 0 are the number itself, not a prefix.
    expect(normalizeIndianPhone('9198111222')).toBe('9198111222');
    expect(normalizeIndianPhone('9198111222333')).toBe('9198111222333');
    expect(normalizeIndianPhone('0981112223')).toBe('0981112223');
  });

  it('never cuts a long number down to 10 digits', () => {
    expect(normalizeIndianPhone('+91 98111 222333')).toBe('98111222333');
    expect(normalizeIndianPhone('98111222334')).toBe('98111222334');
  });

  it('leaves letters and other country codes for the rule to refuse', () => {
    expect(normalizeIndianPhone('98a76 54321')).toBe('98a7654321');
    expect(normalizeIndianPhone('+1 415 555 0100')).toBe('+14155550100');
  });
});

describe('the phone rule', () => {
  it('outputs the 10 digits of a number typed with its country code', () => {
    expect(phoneRule.parse('+91 98111 22233')).toBe('9811122233');
    expect(phoneRule.parse('91-98111-22233')).toBe('9811122233');
    expect(phoneRule.parse('098111 22233')).toBe('9811122233');
    expect(phoneRule.parse(' 98111 22233 ')).toBe('9811122233');
  });

  it.each(['9198111222333', '+91 98111', '98111222334', '98a7654321', '+1 415 555 0100'])(
    'refuses %j with the form’s message',
    (typed) => {
      expect(issuesOf(phoneRule.safeParse(typed))).toEqual(['Phone must be 10 digits']);
    },
  );

  it('says an empty or blank phone is required', () => {
    expect(issuesOf(phoneRule.safeParse(' '))[0]).toBe('Phone is required');
  });

  it('knows when a typed number is complete', () => {
    expect(isCompletePhone('+91 98111 22233')).toBe(true);
    expect(isCompletePhone('+91 98111')).toBe(false);
    expect(isCompletePhone('9198111222333')).toBe(false);
  });
});

describe('the PIN rule', () => {
  it('ignores spaces and outputs the six digits', () => {
    expect(pinRule.parse('411 001')).toBe('411001');
    expect(pinRule.parse(' 411001 ')).toBe('411001');
  });

  it.each(['41100', '4110012', '011001', '41-1001'])('refuses %j', (typed) => {
    expect(issuesOf(pinRule.safeParse(typed))).toEqual(['PIN must be 6 digits']);
  });

  it('says an empty PIN is required', () => {
    expect(issuesOf(pinRule.safeParse('  '))[0]).toBe('PIN is required');
  });
});

describe('the required rule', () => {
  const name = requiredText(msg`Name is required`);

  it('trims what was typed', () => {
    expect(name.parse('  Asha Verma ')).toBe('Asha Verma');
  });

  it.each(['', '   '])('says %j is missing', (typed) => {
    expect(issuesOf(name.safeParse(typed))).toEqual(['Name is required']);
  });
});

describe('the email rules', () => {
  const rule = email({ required: msg`Email is required`, invalid: msg`Email is invalid` });

  it('accepts x@y.z, trimmed', () => {
    expect(rule.parse(' asha@example.in ')).toBe('asha@example.in');
    expect(isEmail('asha.verma+shop@mail.example.co.in')).toBe(true);
  });

  it.each([
    'asha',
    'asha@example',
    'asha example.in',
    '@example.in',
    'asha@ex ample.in',
    'a@b@c.in',
  ])('refuses %j', (typed) => {
    expect(issuesOf(rule.safeParse(typed))).toEqual(['Email is invalid']);
    expect(isEmail(typed)).toBe(false);
  });

  it('says an empty email is required first', () => {
    expect(issuesOf(rule.safeParse(' '))[0]).toBe('Email is required');
  });

  it('applies only the email input type’s check where the spec asks for nothing more', () => {
    const asInputType = emailAsInputType(msg`Please enter a valid email.`);
    expect(asInputType.parse(' reader@localhost ')).toBe('reader@localhost');
    expect(asInputType.parse('Reader@Example.in')).toBe('Reader@Example.in');
    for (const typed of ['', 'not-an-email', 'reader@', 'read er@example.in'])
      expect(issuesOf(asInputType.safeParse(typed))).toEqual(['Please enter a valid email.']);
  });
});

describe('the password rules', () => {
  it('keeps a password as typed, spaces included', () => {
    expect(password(msg`Password is required`).parse(' secret ')).toBe(' secret ');
    expect(issuesOf(password(msg`Password is required`).safeParse(''))).toEqual([
      'Password is required',
    ]);
  });

  it(`asks a new password for at least ${PASSWORD_MIN_LENGTH} characters`, () => {
    const rule = newPassword({ required: msg`Required`, tooShort: msg`Too short` });
    expect(PASSWORD_MIN_LENGTH).toBe(6);
    expect(rule.parse('tulsi1')).toBe('tulsi1');
    expect(issuesOf(rule.safeParse('tulsi'))).toEqual(['Too short']);
    expect(issuesOf(rule.safeParse(''))[0]).toBe('Required');
  });

  it('says on the confirmation when it does not repeat the password', () => {
    const schema = z
      .object({ secret: z.string(), again: z.string() })
      .check(confirms('again', 'secret', msg`Passwords do not match`));
    expect(schema.safeParse({ secret: 'tulsi1', again: 'tulsi1' }).success).toBe(true);
    // An empty confirmation is left to its own required rule.
    expect(schema.safeParse({ secret: 'tulsi1', again: '' }).success).toBe(true);
    const result = schema.safeParse({ secret: 'tulsi1', again: 'tulsi2' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ message: 'Passwords do not match', path: ['again'] }),
    ]);
  });
});
