import { readPlatformConfig } from '../config/platform-config';
import { sessionCookie } from './session-cookie';

describe('session cookie', () => {
  it('is Secure with the __Host- prefix in production behind https', () => {
    const config = readPlatformConfig({ NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://schools.example' });
    expect(sessionCookie(config)).toEqual({
      name: '__Host-schoolpage_session',
      options: { httpOnly: true, sameSite: 'lax', secure: true, path: '/' },
    });
  });

  it('is plain HttpOnly SameSite=Lax without https', () => {
    const config = readPlatformConfig({ NODE_ENV: 'production' });
    expect(sessionCookie(config)).toEqual({ name: 'schoolpage_session', options: { httpOnly: true, sameSite: 'lax', secure: false, path: '/' } });
  });
});
