import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DebounceButton } from './debounce-button.tsx';
import { ClickBlockMsContext } from './use-click-block.ts';

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

  it('takes its window from ClickBlockMsContext, where a window of 0 blocks no click', () => {
    const onPay = vi.fn();
    const onSave = vi.fn();
    render(
      <>
        <ClickBlockMsContext value={3000}>
          <DebounceButton onClick={onPay}>Pay</DebounceButton>
        </ClickBlockMsContext>
        <ClickBlockMsContext value={0}>
          <DebounceButton onClick={onSave}>Save</DebounceButton>
        </ClickBlockMsContext>
      </>,
    );
    const pay = screen.getByRole('button', { name: 'Pay' });
    fireEvent.click(pay);
    act(() => {
      vi.advanceTimersByTime(2999);
    });
    fireEvent.click(pay);
    expect(onPay).toHaveBeenCalledTimes(1);
    act(() => {
      vi.advanceTimersByTime(1);
    });
    fireEvent.click(pay);
    expect(onPay).toHaveBeenCalledTimes(2);

    const save = screen.getByRole('button', { name: 'Save' });
    fireEvent.click(save);
    fireEvent.click(save);
    expect(onSave).toHaveBeenCalledTimes(2);
    expect((save as HTMLButtonElement).disabled).toBe(false);
  });
});
