import { screen } from '@testing-library/react';
import { Suspense } from 'react';
import { renderScreen } from '../../test/render-route';
import { serveShop } from '../../test/shop-server';
import { ResetPasswordScreen } from './reset-password-screen';

/** The screen as its route shows it: inside the boundary it waits for its words in. */
const Screen = () => (
  <Suspense fallback={null}>
    <ResetPasswordScreen />
  </Suspense>
);

describe('ResetPasswordScreen', () => {
  it('shows the new password rules before anything is typed', async () => {
    serveShop({});
    await renderScreen('/password', <Screen />, '/password?token=abc');
    expect(await screen.findByLabelText(/^New Password/)).toHaveAccessibleDescription(
      'At least 8 characters, and not a common password like "password1".',
    );
  });

  it('shows its words in Malay on a Malay page', async () => {
    serveShop({});
    await renderScreen('/ms/password', <Screen />, '/ms/password?token=abc', 'ms');
    expect(
      await screen.findByRole('heading', { name: 'TETAPKAN SEMULA KATA LALUAN' }),
    ).toBeVisible();
    expect(await screen.findByLabelText(/^Kata Laluan Baharu/)).toHaveAccessibleDescription(
      'Sekurang-kurangnya 8 aksara, dan bukan kata laluan yang biasa seperti "password1".',
    );
    expect(screen.getByRole('link', { name: 'Kembali ke log masuk' })).toHaveAttribute(
      'href',
      '/ms/login',
    );
  });
});
