import { http } from 'msw';
import { signToken } from '../crypto';
import { db } from '../db';
import { TOKEN_SECRET, bodyOf, fail, ok, publicUser, unauthorized, userOf } from './respond';

const SESSION_SECONDS = 7 * 24 * 60 * 60;

const validName = (value: unknown): value is string =>
  typeof value === 'string' && value.trim().length >= 2;
const validPhone = (value: unknown): value is string =>
  typeof value === 'string' && /^\d{10}$/.test(value);
const validEmail = (value: unknown): value is string =>
  typeof value === 'string' && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
const validPassword = (value: unknown): value is string =>
  typeof value === 'string' && value.length >= 6;

export const authHandlers = [
  http.post('*/api/users/login', async ({ request }) => {
    const body = await bodyOf(request);
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const user = db.data.users.find((candidate) => candidate.email === email);
    if (!user || user.password !== body?.password) return fail(401, 'Invalid email or password');
    const token = await signToken(
      { id: user.id, exp: Math.floor(Date.now() / 1000) + SESSION_SECONDS },
      TOKEN_SECRET,
    );
    return ok({ ...publicUser(user), token }, 'Login successful');
  }),

  http.post('*/api/auth/resetPassword', async ({ request }) => {
    const body = await bodyOf(request);
    if (!validEmail(body?.email)) return fail(400, 'Please enter a valid email address.');
    const email = body.email.toLowerCase();
    if (!db.data.users.some((user) => user.email === email))
      return fail(404, 'No account found with this email.');
    db.data.resetRequests.push(email);
    return ok(undefined, 'A password reset link has been sent to your email.');
  }),

  // The contract names registration "send_otp"; it creates the account.
  http.post('*/api/auth/send_otp', async ({ request }) => {
    const body = await bodyOf(request);
    const { name, phone, email, password } = body ?? {};
    if (!validName(name) || !validPhone(phone) || !validEmail(email) || !validPassword(password)) {
      return fail(400, 'Invalid registration details.');
    }
    const normalisedEmail = email.toLowerCase();
    if (db.data.users.some((user) => user.email === normalisedEmail || user.phone === phone)) {
      return fail(409, 'An account with this email or phone already exists.');
    }
    db.data.users.push({
      id: db.nextUserId(),
      name: name.trim(),
      email: normalisedEmail,
      phone,
      password,
    });
    return ok(undefined, 'Registration successful');
  }),

  http.put('*/api/users/update-profile', async ({ request }) => {
    const user = await userOf(request);
    if (!user || user === 'invalid') return unauthorized();
    const body = await bodyOf(request);
    if (!validName(body?.name) || !validPhone(body?.phone))
      return fail(400, 'Please enter a valid name and phone number.');
    if (db.data.users.some((other) => other.id !== user.id && other.phone === body.phone)) {
      return fail(409, 'This phone number is used by another account.');
    }
    user.name = body.name.trim();
    user.phone = body.phone;
    return ok({ user: publicUser(user) }, 'Profile updated successfully');
  }),

  http.post('*/api/users/change_password', async ({ request }) => {
    const user = await userOf(request);
    if (!user || user === 'invalid') return unauthorized();
    const body = await bodyOf(request);
    if (body?.old_password !== user.password) return fail(400, 'Old password is incorrect.');
    if (!validPassword(body?.new_password))
      return fail(400, 'New password must be at least 6 characters.');
    if (body.new_password !== body.confirm_password)
      return fail(400, 'New password and confirm password do not match.');
    user.password = body.new_password;
    return ok(undefined, 'Password changed successfully');
  }),
];
