import { openCartDrawer, useDrawerStore } from './drawer-store';

describe('drawer store', () => {
  it('opening the cart closes the mobile menu', () => {
    useDrawerStore.getState().setMenuOpen(true);
    openCartDrawer();
    expect(useDrawerStore.getState()).toMatchObject({ cartOpen: true, menuOpen: false });
    useDrawerStore.getState().setMenuOpen(true);
    expect(useDrawerStore.getState()).toMatchObject({ cartOpen: false, menuOpen: true });
  });
});
