import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebounceButton } from './debounce-button.tsx';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('<DebounceButton>', () => {
  it('ignores a second click within 1 s and accepts one after', () => {
    const onClick = vi.fn();
    render(<DebounceButton onClick={onClick}>Submit</DebounceButton>);
    const button = screen.getByRole('button', { name: 'Submit' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(999);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('honours a configured block time', () => {
    const onClick = vi.fn();
    render(
      <DebounceButton onClick={onClick} blockMs={3000}>
        Pay
      </DebounceButton>,
    );
    const button = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(button);
    act(() => {
      vi.advanceTimersByTime(2000);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    fireEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });
});
