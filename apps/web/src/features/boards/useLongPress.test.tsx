import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LONG_PRESS_MS } from '@jobline/shared';
import { useLongPress } from './useLongPress';

function Pressable({
  onLongPress,
  onClick,
  onOther = () => {},
}: {
  onLongPress(): void;
  onClick(): void;
  onOther?(): void;
}) {
  const handlers = useLongPress(onLongPress);
  return (
    <>
      <div data-testid="card" {...handlers}>
        <button type="button" onClick={onClick}>
          Open
        </button>
      </div>
      <button type="button" onClick={onOther}>
        First option
      </button>
    </>
  );
}

const touch = (x = 10, y = 10) => ({ pointerType: 'touch', clientX: x, clientY: y });

describe('useLongPress', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('fires after a touch held for the long-press time, and swallows the click that follows', () => {
    const onLongPress = vi.fn();
    const onClick = vi.fn();
    render(<Pressable onLongPress={onLongPress} onClick={onClick} />);
    const button = screen.getByRole('button', { name: 'Open' });
    fireEvent.pointerDown(button, touch());
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(onLongPress).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onLongPress).toHaveBeenCalledTimes(1);
    fireEvent.pointerUp(button, touch());
    fireEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
    // The next plain tap opens as usual.
    fireEvent.pointerDown(button, touch());
    fireEvent.pointerUp(button, touch());
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('swallows the click of the lifting finger wherever it lands, such as the dialog the press opened', () => {
    const onOther = vi.fn();
    render(<Pressable onLongPress={() => {}} onClick={() => {}} onOther={onOther} />);
    const card = screen.getByTestId('card');
    const option = screen.getByRole('button', { name: 'First option' });
    fireEvent.pointerDown(card, touch());
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS + 1500));
    fireEvent.pointerUp(card, touch());
    fireEvent.click(option);
    expect(onOther).not.toHaveBeenCalled();
    fireEvent.click(option);
    expect(onOther).toHaveBeenCalledTimes(1);
  });

  it('does not fire for a short tap, a finger that scrolls away, or a mouse', () => {
    const onLongPress = vi.fn();
    render(<Pressable onLongPress={onLongPress} onClick={() => {}} />);
    const card = screen.getByTestId('card');

    fireEvent.pointerDown(card, touch());
    act(() => vi.advanceTimersByTime(300));
    fireEvent.pointerUp(card, touch());
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));

    fireEvent.pointerDown(card, touch(10, 10));
    fireEvent.pointerMove(card, touch(10, 40));
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));

    fireEvent.pointerDown(card, { pointerType: 'mouse', clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));

    expect(onLongPress).not.toHaveBeenCalled();
  });
});
