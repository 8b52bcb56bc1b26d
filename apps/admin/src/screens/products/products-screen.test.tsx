import type { AdminProduct } from '@nyiur/api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductsScreen } from './products-screen';
import { ok, serveQueues } from '../../test-kit/serve-api';
import { renderWithQueries } from '../../test-kit/render-admin';
import { labelledValues, wideScreen } from '../../test-kit/screen-width';

const essentials: AdminProduct = {
  id: 15373,
  slug: 'essentials',
  name: 'MCT Essentials',
  kind: 'product',
  price: '198.00',
  compare_at_price: null,
  status: 'listed',
  weight_grams: 160,
  on_hand: 9,
  reserved: 5,
  to_ship: 0,
  available: 4,
  low_stock_threshold: 10,
  low_stock: true,
  out_of_stock: false,
  movements: [
    {
      id: 7,
      kind: 'reserved',
      quantity: -5,
      available_after: 4,
      reason: '',
      by: null,
      order_ref: 'NY2611230001',
      at: '2026-11-23T09:00:00.000Z',
    },
  ],
  price_not_set: false,
  updated_at: '2026-11-23T10:00:00.000Z',
};
const duo: AdminProduct = {
  ...essentials,
  id: 91001,
  slug: 'starter-duo',
  name: 'Starter Duo',
  kind: 'combo',
  price: '376.00',
  status: 'not_for_sale',
  on_hand: 0,
  reserved: 0,
  available: 0,
  low_stock: false,
  movements: [],
  price_not_set: true,
};

const renderScreen = () => renderWithQueries(<ProductsScreen />);

const serve = serveQueues;

describe('ProductsScreen', () => {
  it('lists each product with its price, status, stock and a low-stock warning', async () => {
    serve({ '/api/admin/products/list': [ok({ products: [essentials, duo] })] });
    renderScreen();
    const list = await screen.findByRole('list', { name: 'Products' });
    const first = within(list).getByRole('listitem', { name: 'MCT Essentials' });
    expect(labelledValues(first)).toEqual([
      ['Price', 'RM 198.00'],
      ['Status', 'On saleLow stock'],
      ['Free to sell', '4'],
      ['Stock', '9 on the shelf, 5 reserved, 0 to ship'],
    ]);
    const second = within(list).getByRole('listitem', { name: 'Starter Duo' });
    expect(labelledValues(second)).toEqual([
      ['Price', 'RM 376.00'],
      ['Status', 'Not for salePrice not set'],
      ['Free to sell', '0'],
      ['Stock', 'Follows its boxes'],
    ]);

    // The figures behind "free to sell" open with the product's forms.
    const user = userEvent.setup();
    await user.click(within(first).getByRole('button', { name: 'Edit MCT Essentials' }));
    const editor = screen.getByRole('region', { name: 'Edit MCT Essentials' });
    expect(within(editor).getByRole('heading', { name: 'Edit MCT Essentials' })).toHaveFocus();
    expect(within(editor).getByLabelText('Stock of MCT Essentials')).toHaveTextContent(
      'On the shelf9Reserved (waiting for payment)5Paid, to ship0Free to sell4',
    );
    await user.click(within(editor).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('region', { name: 'Edit MCT Essentials' })).toBeNull();
  });

  it('is a table with the same names on a wider screen', async () => {
    wideScreen();
    serve({ '/api/admin/products/list': [ok({ products: [essentials, duo] })] });
    renderScreen();
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Price', 'Status', 'Free to sell', 'Stock', 'Edit']);
    const row = within(table).getByRole('row', { name: 'MCT Essentials' });
    expect(within(row).getByRole('rowheader')).toHaveTextContent('MCT Essentials');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'RM 198.00',
      'On saleLow stock',
      '4',
      '9 on the shelf, 5 reserved, 0 to ship',
      'Edit MCT Essentials',
    ]);
  });

  it('says when there are no products, and offers to try again after a failure', async () => {
    serve({
      '/api/admin/products/list': [
        { status: 500, body: { code: 500, message: 'Something went wrong on our side.' } },
        ok({ products: [] }),
      ],
    });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText(/No products yet/)).toBeInTheDocument();
  });

  it('changes a price after the password is confirmed again', async () => {
    const changed = { ...essentials, price: '168.00', compare_at_price: '198.00' };
    const seen = serve({
      '/api/admin/products/list': [
        ok({ products: [essentials] }),
        ok({ products: [{ ...changed, updated_at: '2026-11-23T10:05:00.000Z' }] }),
      ],
      '/api/admin/products/set-price': [
        {
          status: 403,
          body: {
            code: 403,
            message: 'Please confirm it is you with your password or a code.',
            data: { reauth_required: true },
          },
        },
        ok({ product: changed }),
      ],
      '/api/admin/auth/reauth': [ok({})],
    });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit MCT Essentials' }));
    const price = screen.getByRole('textbox', { name: /^Price \(RM\)/ });
    await user.clear(price);
    await user.type(price, '168.00');
    await user.type(screen.getByRole('textbox', { name: /^Crossed-out price/ }), '198.00');
    await user.click(screen.getByRole('button', { name: 'Save price' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/^Password/, { selector: 'input' }), 'secret pw');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findAllByText('MCT Essentials now costs RM 168.00.')).not.toHaveLength(0);
    expect(await screen.findByText('RM 168.00')).toBeInTheDocument();
    const priceCalls = seen.filter((call) => call.path === '/api/admin/products/set-price');
    expect(priceCalls).toHaveLength(2);
    expect(priceCalls[1]?.body).toEqual({
      id: 15373,
      price: '168.00',
      compare_at_price: '198.00',
    });
    expect(seen.find((call) => call.path === '/api/admin/auth/reauth')?.body).toEqual({
      password: 'secret pw',
    });
  });

  it('badges a sold-out product Out of stock, not Low stock', async () => {
    const soldOut = {
      ...essentials,
      on_hand: 5,
      available: 0,
      low_stock: false,
      out_of_stock: true,
    };
    serve({ '/api/admin/products/list': [ok({ products: [soldOut] })] });
    renderScreen();
    const card = await screen.findByRole('listitem', { name: 'MCT Essentials' });
    expect(within(card).getByText('Out of stock')).toBeInTheDocument();
    expect(within(card).queryByText('Low stock')).not.toBeInTheDocument();
    expect(labelledValues(card)).toContainEqual(['Free to sell', '0']);
  });

  it('sends a shelf count with the stock it showed, and says so when the stock moved since', async () => {
    const counted = { ...essentials, on_hand: 20, available: 15 };
    const seen = serve({
      '/api/admin/products/list': [ok({ products: [essentials] }), ok({ products: [counted] })],
      '/api/admin/products/stock': [
        {
          status: 409,
          body: {
            code: 409,
            message:
              'Stock changed since you opened this page (3 free to sell now); reload and try again.',
          },
        },
        ok({ product: counted }),
      ],
    });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit MCT Essentials' }));
    expect(screen.getByRole('region', { name: 'Recent stock changes' })).toHaveTextContent(
      'Reserved at checkout -5',
    );
    await user.click(screen.getByRole('radio', { name: /^Shelf count/ }));
    await user.type(screen.getByRole('textbox', { name: /^Boxes counted on the shelf/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Save stock change' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Stock changed since you opened this page (3 free to sell now); reload and try again.',
    );

    await user.type(screen.getByRole('textbox', { name: /^Boxes counted on the shelf/ }), '20');
    await user.click(screen.getByRole('button', { name: 'Save stock change' }));
    expect(await screen.findAllByText('MCT Essentials: 15 free to sell.')).not.toHaveLength(0);
    const calls = seen.filter((call) => call.path === '/api/admin/products/stock');
    expect(calls[0]?.body).toEqual({
      id: 15373,
      kind: 'counted',
      quantity: 20,
      expected_available: 4,
      reason: '',
    });
  });

  it('asks for the reason of an adjustment in the browser, then saves two changes in a row', async () => {
    const taken = { ...essentials, on_hand: 7, available: 2 };
    const received = { ...essentials, on_hand: 17, available: 12 };
    const seen = serve({
      '/api/admin/products/list': [ok({ products: [essentials] })],
      '/api/admin/products/stock': [ok({ product: taken }), ok({ product: received })],
    });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit MCT Essentials' }));
    await user.click(screen.getByRole('radio', { name: /^Adjust/ }));
    await user.type(screen.getByRole('textbox', { name: /^Boxes to add/ }), '-2');
    await user.click(screen.getByRole('button', { name: 'Save stock change' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Reason/ })).toHaveAccessibleDescription(
        'Say why, e.g. 2 boxes damaged in the store.',
      ),
    );
    expect(seen.filter((call) => call.path === '/api/admin/products/stock')).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: /^Reason/ }), 'Two boxes damaged');
    await user.click(screen.getByRole('button', { name: 'Save stock change' }));
    expect(await screen.findAllByText('MCT Essentials: 2 free to sell.')).not.toHaveLength(0);
    await user.click(screen.getByRole('radio', { name: /^Received/ }));
    await user.type(screen.getByRole('textbox', { name: /^Boxes received/ }), '10');
    await user.click(screen.getByRole('button', { name: 'Save stock change' }));
    expect(await screen.findAllByText('MCT Essentials: 12 free to sell.')).not.toHaveLength(0);
    expect(
      seen.filter((call) => call.path === '/api/admin/products/stock').map((call) => call.body),
    ).toEqual([
      {
        id: 15373,
        kind: 'adjusted',
        quantity: -2,
        expected_available: 4,
        reason: 'Two boxes damaged',
      },
      { id: 15373, kind: 'received', quantity: 10, expected_available: 4, reason: '' },
    ]);
  });

  it('refuses a weight that is not grams in the browser, then saves the status and weight', async () => {
    const seen = serve({
      '/api/admin/products/list': [ok({ products: [essentials] })],
      '/api/admin/products/update': [
        ok({ product: { ...essentials, status: 'hidden', weight_grams: 170 } }),
      ],
    });
    renderScreen();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Edit MCT Essentials' }));
    const weight = screen.getByRole('textbox', { name: /^Weight of one box/ });
    await user.clear(weight);
    await user.type(weight, 'heavy');
    await user.click(screen.getByRole('button', { name: 'Save status and weight' }));
    expect(weight).toHaveAccessibleDescription(
      'Packaging included; used for the shipping fee. Enter the weight in grams, e.g. 160.',
    );

    await user.clear(weight);
    await user.type(weight, '170');
    await user.click(screen.getByRole('radio', { name: /^Hidden/ }));
    await user.click(screen.getByRole('button', { name: 'Save status and weight' }));
    expect(await screen.findAllByText('MCT Essentials saved.')).not.toHaveLength(0);
    const updates = seen.filter((call) => call.path === '/api/admin/products/update');
    // The refused weight never left the browser: one update reached the server.
    expect(updates).toHaveLength(1);
    expect(updates[0]?.body).toEqual({
      id: 15373,
      status: 'hidden',
      weight_grams: 170,
      low_stock_threshold: 10,
    });
  });
});
