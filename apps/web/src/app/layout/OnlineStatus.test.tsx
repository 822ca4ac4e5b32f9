import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Msg } from '@jobline/shared';
import { renderWithMantine } from '../../test/render';
import { OnlineStatus } from './OnlineStatus';

const setOnline = (online: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => online });
  window.dispatchEvent(new Event(online ? 'online' : 'offline'));
};

describe('OnlineStatus', () => {
  afterEach(() => {
    vi.useRealTimers();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
  });

  it('says nothing while online, warns when offline, and confirms the return briefly', () => {
    vi.useFakeTimers();
    renderWithMantine(<OnlineStatus />);
    expect(screen.queryByRole('status')).toBeNull();

    act(() => setOnline(false));
    expect(screen.getByRole('status').textContent).toBe(Msg.shell.offline);

    act(() => setOnline(true));
    expect(screen.getByRole('status').textContent).toBe(Msg.shell.online);

    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('status')).toBeNull();
  });
});
