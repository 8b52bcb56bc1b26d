import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@nyiur/ui';
import { carryToast, showCarriedToast } from './carried-toast';

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('a toast carried to the next page', () => {
  it('is shown once on the next page and then forgotten', () => {
    const shown = vi.spyOn(toast, 'error');
    carryToast('error', 'Please login to continue.');
    expect(shown).not.toHaveBeenCalled();
    showCarriedToast();
    showCarriedToast();
    expect(shown).toHaveBeenCalledTimes(1);
    expect(shown).toHaveBeenCalledWith('Please login to continue.');
  });

  it('drops a damaged entry without showing anything', () => {
    const shown = vi.spyOn(toast, 'error');
    sessionStorage.setItem('nyiur.carried-toast', '{not json');
    showCarriedToast();
    sessionStorage.setItem('nyiur.carried-toast', JSON.stringify({ tone: 'evil', message: 1 }));
    showCarriedToast();
    expect(shown).not.toHaveBeenCalled();
  });
});
