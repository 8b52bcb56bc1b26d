// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderForm } from '../../test/render-form';
import { EnquiryForm } from './enquiry-form';

describe('EnquiryForm', () => {
  it("shows the contact form's labels and the spec's messages for an empty form in English", async () => {
    const user = userEvent.setup();
    await renderForm('/contact', <EnquiryForm kind="contact" />);
    expect(await screen.findByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Contact number/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Select country' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Comments/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    for (const message of [
      'Please insert name!',
      'Please insert contact number!',
      'Please insert email!',
      'Please select country!',
      'Please select comments!',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
  });

  it('asks the affiliate questions with Yes and No, each required', async () => {
    const user = userEvent.setup();
    await renderForm('/lifestyle-affiliate', <EnquiryForm kind="affiliate" submitLabel="Send" />);
    expect(await screen.findByRole('form', { name: 'Affiliate enquiry' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: /Are you a content creator\?/ })).toBeVisible();
    expect(screen.getAllByRole('radio', { name: 'Yes' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findAllByText('Required')).toHaveLength(2);
  });

  it('reads in Malay on /ms, its validation messages too', async () => {
    const user = userEvent.setup();
    await renderForm('/lifestyle-affiliate', <EnquiryForm kind="affiliate" />, 'ms');
    expect(await screen.findByRole('form', { name: 'Pertanyaan affiliate' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Negara/)).toBeInTheDocument();
    expect(screen.getByRole('option', { name: 'Pilih negara' })).toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: 'Tidak' })).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Hantar' }));
    expect(await screen.findByText('Sila pilih negara!')).toBeVisible();
    expect(screen.getAllByText('Wajib diisi')).toHaveLength(2);
  });
});
