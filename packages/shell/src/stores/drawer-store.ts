import { create } from 'zustand';

/** Which of the shell's drawers is open: the cart (right) or the mobile menu (left). */
export interface DrawerState {
  readonly cartOpen: boolean;
  readonly menuOpen: boolean;
  setCartOpen(open: boolean): void;
  setMenuOpen(open: boolean): void;
}

export const useDrawerStore = create<DrawerState>()((set) => ({
  cartOpen: false,
  menuOpen: false,
  setCartOpen: (cartOpen) => set(cartOpen ? { cartOpen, menuOpen: false } : { cartOpen }),
  setMenuOpen: (menuOpen) => set(menuOpen ? { menuOpen, cartOpen: false } : { menuOpen }),
}));

export const openCartDrawer = (): void => useDrawerStore.getState().setCartOpen(true);
