import {
  address as addressSchema,
  addressAdd,
  addressList,
  addressUpdate,
  addressUpdateStatus,
} from '@nyiur/api';
import { messages } from '@nyiur/domain';
import { describe, expect, it } from 'vitest';
import { addressMessages } from './manage-addresses';
import { post, registerMember, type Member } from '../test/http';
import { useTestApp } from '../test/test-app';
import { testDrivers } from '../test/test-database';

const form = (overrides: Record<string, unknown> = {}) => ({
  country: 'Malaysia',
  first_name: 'Nur',
  last_name: 'Aina',
  address: '12 Jalan Kenanga',
  address_2: 'Unit 3A',
  postcode: '47400',
  city: 'Petaling Jaya',
  state: 'Selangor',
  phone_no: '0123456789',
  default_shipping_address: '0',
  ...overrides,
});

type AddressData = {
  id: number;
  default_shipping_address: '1' | '0';
  city: string;
  address_2: string | null;
};

describe.each(testDrivers())('addresses on %s', (driver) => {
  const t = useTestApp(driver);
  const list = async (member: Member) => {
    const answer = await post(t().app, addressList.path, {}, member.token);
    expect(answer.status).toBe(200);
    return (answer.body.data as unknown[]).map((row) => addressSchema.parse(row)) as AddressData[];
  };

  it('adds, lists and updates addresses with the spec messages', async () => {
    const member = await registerMember(t().app);
    const added = await post(t().app, addressAdd.path, form(), member.token);
    expect(added.status).toBe(200);
    expect(added.body.message).toBe(messages.success.addressAdded);
    const [first] = await list(member);
    expect(first).toMatchObject({
      city: 'Petaling Jaya',
      address_2: 'Unit 3A',
      default_shipping_address: '1',
    });

    const updated = await post(
      t().app,
      addressUpdate.path,
      form({ address_id: first?.id, city: 'Shah Alam', default_shipping_address: '1' }),
      member.token,
    );
    expect(updated.status).toBe(200);
    expect(updated.body.message).toBe(messages.success.addressUpdated);
    expect((await list(member))[0]?.city).toBe('Shah Alam');

    const me = await post(t().app, '/users/get', {}, member.token);
    expect((me.body.data as { shipping_address: AddressData }).shipping_address.id).toBe(first?.id);
  });

  it('answers each field message of the address form', async () => {
    const member = await registerMember(t().app);
    const empty = await post(
      t().app,
      addressAdd.path,
      { default_shipping_address: '0' },
      member.token,
    );
    expect(empty.status).toBe(422);
    expect(empty.body.data).toEqual({
      errors: {
        country: messages.address.country,
        first_name: messages.address.firstName,
        last_name: messages.address.lastName,
        address: messages.address.address,
        postcode: messages.address.postcode,
        city: messages.address.city,
        state: messages.address.state,
      },
    });
    const foreign = await post(
      t().app,
      addressAdd.path,
      form({ country: 'Singapore', state: 'Bali' }),
      member.token,
    );
    expect(foreign.body.data).toEqual({
      errors: { country: messages.address.country, state: messages.address.state },
    });
    const phone = await post(t().app, addressAdd.path, form({ phone_no: '12345' }), member.token);
    expect(phone.body.data).toEqual({ errors: { phone_no: messages.delivery.phoneInvalid } });
    const types = await post(
      t().app,
      addressAdd.path,
      form({ city: 5, default_shipping_address: true }),
      member.token,
    );
    expect(types.status).toBe(422);
    const malformed = await post(t().app, addressAdd.path, '{', member.token);
    expect(malformed.status).toBe(400);
    const missingId = await post(t().app, addressUpdate.path, form(), member.token);
    expect(missingId.status).toBe(422);
    const badEvent = await post(
      t().app,
      addressUpdateStatus.path,
      { address_id: 1, status_event: 'archive' },
      member.token,
    );
    expect(badEvent.status).toBe(422);
  });

  it('keeps exactly one default and promotes another when the default is removed', async () => {
    const member = await registerMember(t().app);
    await post(t().app, addressAdd.path, form({ city: 'A' }), member.token);
    await post(t().app, addressAdd.path, form({ city: 'B' }), member.token);
    await post(
      t().app,
      addressAdd.path,
      form({ city: 'C', default_shipping_address: '1' }),
      member.token,
    );
    let rows = await list(member);
    expect(
      rows.filter((row) => row.default_shipping_address === '1').map((row) => row.city),
    ).toEqual(['C']);

    const c = rows.find((row) => row.city === 'C');
    const removed = await post(
      t().app,
      addressUpdateStatus.path,
      { address_id: c?.id, status_event: 'remove' },
      member.token,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.message).toBe(messages.success.addressRemoved);
    rows = await list(member);
    expect(rows.map((row) => row.city).sort()).toEqual(['A', 'B']);
    expect(rows.filter((row) => row.default_shipping_address === '1')).toHaveLength(1);

    for (const row of rows) {
      await post(
        t().app,
        addressUpdateStatus.path,
        { address_id: row.id, status_event: 'remove' },
        member.token,
      );
    }
    expect(await list(member)).toEqual([]);
    const me = await post(t().app, '/users/get', {}, member.token);
    expect((me.body.data as { shipping_address: unknown }).shipping_address).toBeNull();
  });

  it('treats another member’s address as not found', async () => {
    const owner = await registerMember(t().app);
    const other = await registerMember(t().app);
    await post(t().app, addressAdd.path, form(), owner.token);
    const [mine] = await list(owner);
    const update = await post(
      t().app,
      addressUpdate.path,
      form({ address_id: mine?.id }),
      other.token,
    );
    expect(update.status).toBe(404);
    expect(update.body).toEqual({ code: 404, message: addressMessages.notFound });
    const remove = await post(
      t().app,
      addressUpdateStatus.path,
      { address_id: mine?.id, status_event: 'remove' },
      other.token,
    );
    expect(remove.status).toBe(404);
    expect(await list(other)).toEqual([]);
    expect(await list(owner)).toHaveLength(1);
  });

  it('needs a signed-in member for every address call', async () => {
    for (const path of [
      addressList.path,
      addressAdd.path,
      addressUpdate.path,
      addressUpdateStatus.path,
    ]) {
      const answer = await post(t().app, path, form());
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe(401);
    }
  });
});
