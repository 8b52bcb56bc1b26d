import type { Meta, StoryObj } from '@storybook/react-vite';
import { PackingSlip } from './packing-slip';

const base = {
  id: 41,
  ref_no: 'NY2611230041QXKA',
  created_at: '2026-11-23T02:15:00.000Z',
  status: 'Paid' as const,
  customer_name: 'Siti Rahman',
  email: 'siti@example.my',
  phone: '0123456789',
  total: '210.00',
  delivery_mode: 'delivery' as const,
  item_count: 1,
  courier: null,
  tracking_number: null,
  items_amount: '198.00',
  shipping_fee: '12.00',
  refunded: '0.00',
  weight_grams: 160,
  lines: [{ item_id: 1, name: 'MCT Essentials', quantity: 1, amount: '198.00' }],
  ship_to: {
    name: 'Siti Rahman',
    phone: '0123456789',
    lines: ['12 Jalan Nyiur, Unit 3', '47400 Petaling Jaya', 'Selangor, Malaysia'],
  },
  pickup_venue: null,
  cancel_reason: null,
  paid_at: '2026-11-23T02:16:00.000Z',
  trans_id: 'T0000000001',
  payment_method: 'FPX · Maybank2U',
  allowed_actions: ['ship', 'cancel', 'refund'],
};

const meta = {
  title: 'Back office/Packing slip',
  component: PackingSlip,
  args: { order: base },
} satisfies Meta<typeof PackingSlip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Delivery: Story = {};

export const PickUp: Story = {
  args: {
    order: {
      ...base,
      ref_no: 'NY2611230042PKUP',
      delivery_mode: 'pickup',
      ship_to: null,
      pickup_venue: 'Nyiur studio, Bangsar',
      shipping_fee: '0.00',
      total: '198.00',
    },
  },
};

export const ManyLines: Story = {
  args: {
    order: {
      ...base,
      ref_no: 'NY2611230043MANY',
      item_count: 3,
      weight_grams: 480,
      lines: [
        { item_id: 2, name: 'MCT Essentials', quantity: 2, amount: '396.00' },
        { item_id: 3, name: 'MCT LeanEssentials', quantity: 1, amount: '198.00' },
      ],
    },
  },
};

export const WithVoucher: Story = {
  args: {
    order: { ...base, ref_no: 'NY2611230044RAYA', voucher_code: 'RAYA10', discount: '10.00' },
  },
};

export const WithFreeShipping: Story = {
  args: {
    order: {
      ...base,
      ref_no: 'NY2611230045POSL',
      voucher_code: 'POSLAJU5',
      discount: '0.00',
      shipping_fee: '7.00',
      shipping_fee_before: '12.00',
      total: '205.00',
    },
  },
};
