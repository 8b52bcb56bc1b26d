import type { UsersOptionResponse } from '@nyiur/api';
import { COUNTRY_MALAYSIA } from '@nyiur/domain';

/** Malaysia's states as the shop's options list them, for the address form's State select. */
export const statesOf = (options: UsersOptionResponse): string[] | undefined =>
  options.countries.find((country) => country.name === COUNTRY_MALAYSIA)?.states;
