import { screen } from '@testing-library/react';
import { renderRoute } from '../../test/render-route';
import { serveShop } from '../../test/shop-server';
import { ResetPasswordScreen } from './reset-password-screen';

describe('ResetPasswordScreen', () => {
  it('shows the new password rules before anything is typed', async () => {
    serveShop({});
    renderRoute('/password', <ResetPasswordScreen />, '/password?token=abc');
    expect(await screen.findByLabelText(/^New Password/)).toHaveAccessibleDescription(
      'At least 8 characters, and not a common password like "password1".',
    );
  });
});
