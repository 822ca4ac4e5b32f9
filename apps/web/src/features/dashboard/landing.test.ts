import { describe, expect, it } from 'vitest';
import { homePath, landingFor } from './landing';

const user = (permissions: number[], user_type_id = 4) => ({ permissions, user_type_id, division_id: 2 });
const at = (search = '') => new URLSearchParams(search);

describe("what '/' shows", () => {
  it('is the Job dashboard for permission 41, unless Home is asked for by its division query', () => {
    expect(landingFor(user([41, 17]), at())).toBe('job-dashboard');
    expect(landingFor(user([41, 17]), at('division=2'))).toBe('home');
    expect(landingFor(user([41]), at('division=2'))).toBe('job-dashboard');
  });

  it('is Home for permission 17 without 41, and for user type 6 who has no Dashboard link', () => {
    expect(landingFor(user([17]), at())).toBe('home');
    expect(landingFor(user([41, 17], 6), at())).toBe('home');
  });

  it('is the welcome page for a user with neither right', () => {
    expect(landingFor(user([15, 16]), at())).toBe('welcome');
    expect(landingFor(user([41], 6), at())).toBe('welcome');
  });

  it("links Home with the user's division", () => {
    expect(homePath({ division_id: 3 })).toBe('/?division=3');
    expect(homePath({ division_id: null })).toBe('/?division=');
  });
});
