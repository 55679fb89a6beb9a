import { describe, expect, it } from 'vitest';
import { user } from '../test-fixtures';
import { authReducer as reduce, clearUser, initialAuthState, selectIsAuthenticated, setUser } from './auth';

describe('auth slice', () => {
  it('starts signed out', () => {
    const auth = reduce(undefined, { type: '@@init' });
    expect(auth).toEqual({ user: null });
    expect(selectIsAuthenticated({ auth })).toBe(false);
  });

  it('setUser stores the user, which means authenticated', () => {
    const auth = reduce(initialAuthState, setUser(user));
    expect(auth.user).toEqual(user);
    expect(selectIsAuthenticated({ auth })).toBe(true);
  });

  it('setUser with an equal user keeps the state as it is (no re-render of what reads the user)', () => {
    const before = reduce(initialAuthState, setUser(user));
    expect(reduce(before, setUser(JSON.parse(JSON.stringify(user)) as typeof user))).toBe(before);
    const renamed = reduce(before, setUser({ ...user, firstname: `${user.firstname}x` }));
    expect(renamed).not.toBe(before);
    expect(renamed.user?.firstname).toBe(`${user.firstname}x`);
  });

  it('clearUser signs out', () => {
    expect(reduce(reduce(initialAuthState, setUser(user)), clearUser())).toEqual(initialAuthState);
  });
});
