import { readStoredSession, storeSession } from './session';

function token(payload: object) {
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

const user = { id: 4, name: 'Ananya', email: 'a@example.in', phone: null };
const inAnHour = Math.floor(Date.now() / 1000) + 3600;

describe('stored session', () => {
  it('restores a session whose token has not expired', () => {
    storeSession({ user, token: token({ id: 4, exp: inAnHour }) });
    expect(readStoredSession()?.user.name).toBe('Ananya');
  });

  it('clears an expired session at start', () => {
    storeSession({ user, token: token({ id: 4, exp: Math.floor(Date.now() / 1000) - 10 }) });
    expect(readStoredSession()).toBeNull();
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('user')).toBeNull();
  });

  it('treats an undecodable token as expired', () => {
    storeSession({ user, token: 'not-a-jwt' });
    expect(readStoredSession()).toBeNull();
  });

  it('drops a user without a token and a token without a valid user', () => {
    window.localStorage.setItem('user', JSON.stringify(user));
    expect(readStoredSession()).toBeNull();
    window.localStorage.setItem('token', token({ id: 4, exp: inAnHour }));
    window.localStorage.setItem('user', '{"name": 5}');
    expect(readStoredSession()).toBeNull();
  });
});
