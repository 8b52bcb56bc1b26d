import { describe, expect, it } from 'vitest';
import { MEMBERS_ONLY_GUARD, SESSION_STORAGE_KEY } from './members-only';
import { PATHS } from './routes';

/** Runs the guard against a storage and records where it sends the visitor. */
function runGuard(getItem: (key: string) => string | null, pathname = '/account'): string[] {
  const moves: string[] = [];
  const location = { pathname, replace: (to: string) => moves.push(to) };
  const localStorage = { getItem };
  new Function('localStorage', 'location', MEMBERS_ONLY_GUARD)(localStorage, location);
  return moves;
}

describe('the members-only guard', () => {
  it('sends a visitor with no stored session to the login screen', () => {
    expect(runGuard(() => null)).toEqual([PATHS.login]);
  });

  it('sends a visitor on a Malay page to the Malay login screen', () => {
    expect(runGuard(() => null, '/ms/account')).toEqual(['/ms/login']);
    expect(runGuard(() => null, '/ms/checkout')).toEqual(['/ms/login']);
    expect(runGuard(() => null, '/msx/account')).toEqual(['/login']);
  });

  it('lets a visitor with a stored session stay', () => {
    const stored: Record<string, string> = { [SESSION_STORAGE_KEY]: '{"access_token":"a"}' };
    expect(runGuard((key) => stored[key] ?? null)).toEqual([]);
  });

  it('sends the visitor to the login screen when storage cannot be read', () => {
    expect(
      runGuard(() => {
        throw new Error('storage is off');
      }),
    ).toEqual([PATHS.login]);
  });
});
