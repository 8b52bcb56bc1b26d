import { topbarLook } from './topbar-look';

describe('topbarLook', () => {
  it('is transparent at the top of hero routes and black elsewhere', () => {
    expect(topbarLook({ transparentRoute: true, y: 0, direction: 'up' }).variant).toBe(
      'transparent',
    );
    expect(topbarLook({ transparentRoute: false, y: 0, direction: 'up' }).variant).toBe('black');
  });

  it('pins when scrolling up and hides when scrolling down past the bar', () => {
    expect(topbarLook({ transparentRoute: false, y: 600, direction: 'up' })).toMatchObject({
      pinned: true,
      hidden: false,
    });
    expect(topbarLook({ transparentRoute: false, y: 600, direction: 'down' })).toMatchObject({
      pinned: false,
      hidden: true,
    });
    expect(topbarLook({ transparentRoute: false, y: 60, direction: 'down' }).hidden).toBe(false);
  });

  it('switches the logo with the route and the scroll direction', () => {
    expect(topbarLook({ transparentRoute: true, y: 0, direction: 'up' }).logo).toBe('dark');
    expect(topbarLook({ transparentRoute: true, y: 500, direction: 'up' }).logo).toBe('light');
    expect(topbarLook({ transparentRoute: false, y: 500, direction: 'up' }).logo).toBe('dark');
  });
});
