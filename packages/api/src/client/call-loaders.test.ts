import { describe, expect, it } from 'vitest';
import { contract, type CallName } from '../contract';
import { callLoaders } from './call-loaders';

describe('callLoaders', () => {
  it('loads, for every call of the contract, that same call definition', async () => {
    const names = Object.keys(contract) as CallName[];
    expect(Object.keys(callLoaders).sort()).toEqual([...names].sort());
    for (const name of names) {
      expect(await callLoaders[name](), name).toBe(contract[name]);
    }
  });
});
