// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../test/render-form';
import { FreeSampleForm } from './free-sample-form';

describe('FreeSampleForm', () => {
  it("shows the spec's labels and messages for an empty form in English", async () => {
    const user = userEvent.setup();
    await renderForm('/free-sample', <FreeSampleForm />);
    const form = await screen.findByRole('form', { name: 'Free sample sign-up' });
    expect(form).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Your sample/ })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contact number/)).toBeInTheDocument();
    expect(screen.getByText('For example 0123456789')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Female' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Get my free sample' }));
    for (const message of [
      'Please insert name!',
      'Please insert email!',
      'Please insert contact number!',
      'Please select gender!',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it('reads in Malay on /ms, its validation messages too', async () => {
    const user = userEvent.setup();
    await renderForm('/free-sample', <FreeSampleForm />, 'ms');
    expect(await screen.findByRole('form', { name: 'Daftar sampel percuma' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nombor telefon/)).toBeInTheDocument();
    expect(screen.getByText('Contohnya 0123456789')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Perempuan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Dapatkan sampel percuma saya' }));
    expect(await screen.findByText('Sila isi nama!')).toBeVisible();
    expect(screen.getByText('Sila pilih jantina!')).toBeVisible();
    expect(screen.queryByText('Please insert name!')).not.toBeInTheDocument();
  });
});
