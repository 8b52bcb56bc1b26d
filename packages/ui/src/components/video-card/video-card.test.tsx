import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axeViolations } from '../../test/axe';
import { VideoCard } from './video-card';

const props = {
  src: '/videos/morning-routine.mp4',
  poster: { src: '/videos/morning-routine.jpg', width: 720, height: 1280 },
  title: 'A morning with MCT Essentials',
  description: 'One sachet, one glass of water.',
};

describe('VideoCard', () => {
  it('shows only the poster and a named play button at first', async () => {
    const { container } = render(<VideoCard {...props} />);
    expect(container.querySelector('video')).toBeNull();
    const poster = container.querySelector('img');
    expect(poster).toHaveAttribute('width', '720');
    expect(poster).toHaveAttribute('height', '1280');
    expect(poster).toHaveAttribute('loading', 'lazy');
    expect(
      screen.getByRole('button', { name: 'Play video: A morning with MCT Essentials' }),
    ).toBeInTheDocument();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('swaps in the video on demand, starts it and focuses it', async () => {
    const user = userEvent.setup();
    const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const { container } = render(
      <VideoCard {...props} captionsSrc="/videos/morning-routine.vtt" />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    const video = container.querySelector('video');
    expect(video).not.toBeNull();
    expect(video).toHaveAttribute('controls');
    expect(video).toHaveFocus();
    expect(play).toHaveBeenCalledTimes(1);
    expect(container.querySelector('source')).toHaveAttribute('src', '/videos/morning-routine.mp4');
    expect(container.querySelector('track')).toHaveAttribute('kind', 'captions');
    expect(screen.queryByRole('button', { name: /Play video/ })).toBeNull();
  });

  it('stays usable when the browser refuses to start playback', async () => {
    const user = userEvent.setup();
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockRejectedValue(new Error('NotAllowedError'));
    const { container } = render(<VideoCard {...props} />);
    await user.click(screen.getByRole('button', { name: /Play video/ }));
    expect(container.querySelector('video')).toHaveAttribute('controls');
  });
});
