import { beforeEach, describe, expect, it } from 'vitest';
import { landingAfterLogin, rememberSessionEnd } from './sessionEndLanding';

describe('landingAfterLogin', () => {
  beforeEach(() => localStorage.clear());

  it('honours the asked-for page when the day was not ended', () => {
    expect(landingAfterLogin(7, '/job?id=4')).toBe('/job?id=4');
  });

  it('lands on /qjm once after that user’s Session End, then honours the page again', () => {
    rememberSessionEnd(7);
    expect(landingAfterLogin(7, '/job?id=4')).toBe('/qjm');
    expect(landingAfterLogin(7, '/job?id=4')).toBe('/job?id=4');
  });

  it('keeps the mark for its owner when someone else logs in on the device', () => {
    rememberSessionEnd(7);
    expect(landingAfterLogin(8, '/')).toBe('/');
    expect(landingAfterLogin(7, '/')).toBe('/qjm');
  });
});
