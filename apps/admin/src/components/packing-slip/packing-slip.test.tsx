import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as stories from './packing-slip.stories';

const { Delivery, PickUp, ManyLines, WithVoucher, WithFreeShipping } = composeStories(stories);

describe('PackingSlip', () => {
  it('prints where the parcel goes and the order number as a Code 128 barcode', () => {
    render(<Delivery />);
    const slip = screen.getByRole('article', { name: 'Packing slip NY2611230041QXKA' });
    expect(within(slip).getByText('Siti Rahman')).toBeInTheDocument();
    expect(within(slip).getByText(/47400 Petaling Jaya/)).toBeInTheDocument();
    const barcode = within(slip).getByRole('img', { name: 'Barcode of order NY2611230041QXKA' });
    // Code 128 bars are drawn as one path of many segments.
    expect(barcode.querySelector('svg path')?.getAttribute('d')?.length).toBeGreaterThan(100);
    expect(barcode.closest('figure')?.querySelector('figcaption')?.textContent).toBe(
      'NY2611230041QXKA',
    );
  });

  it('names the pick-up venue instead of an address', () => {
    render(<PickUp />);
    expect(screen.getByText('Pick-up: Nyiur studio, Bangsar')).toBeInTheDocument();
  });

  it('lists every line with its quantity and the weight', () => {
    render(<ManyLines />);
    const rows = screen.getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'ItemQty',
      'MCT Essentials2',
      'MCT LeanEssentials1',
    ]);
    expect(screen.getByText('Weight 0.48 kg')).toBeInTheDocument();
  });

  it('names the payment method as the order page does', () => {
    render(<Delivery />);
    expect(screen.getByText('Paid by FPX · Maybank2U')).toBeInTheDocument();
  });

  it('names the voucher and its discount', () => {
    render(<WithVoucher />);
    expect(screen.getByText('Voucher RAYA10 (−RM 10.00)')).toBeInTheDocument();
    render(<Delivery />);
    expect(screen.queryAllByText(/^Voucher/)).toHaveLength(1);
  });

  it('strikes through the fee before a free-shipping voucher and shows the fee paid', () => {
    render(<WithFreeShipping />);
    const voucher = screen.getByText(/^Voucher POSLAJU5/);
    expect(voucher).toHaveTextContent(/^Voucher POSLAJU5 \(shipping RM 12.00 RM 7.00\)$/);
    expect(screen.getByLabelText('was RM 12.00').tagName).toBe('S');
  });
});
