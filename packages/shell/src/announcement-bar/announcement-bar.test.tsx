import { act, render, screen } from '@testing-library/react';
import { ANNOUNCEMENT_AUTOPLAY_MS, AnnouncementBar } from './announcement-bar';

describe('AnnouncementBar', () => {
  it('starts on "Transform Inside Out" and advances every 3500 ms', () => {
    vi.useFakeTimers();
    render(<AnnouncementBar />);
    const active = () => document.querySelector('[data-active]')?.textContent;
    expect(active()).toBe('Transform Inside Out');
    act(() => vi.advanceTimersByTime(ANNOUNCEMENT_AUTOPLAY_MS - 1));
    expect(active()).toBe('Transform Inside Out');
    act(() => vi.advanceTimersByTime(1));
    expect(active()).not.toBe('Transform Inside Out');
    expect(screen.getByLabelText('Announcements')).toBeInTheDocument();
    vi.useRealTimers();
  });
});
