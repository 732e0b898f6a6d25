import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, rowNumber } from './row-id';

describe('rowNumber', () => {
  it('reads the row a checked id names', () => {
    expect(rowNumber('42')).toBe(42);
    expect(rowNumber(7)).toBe(7);
    expect(rowNumber(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it('reads 0, no row, from anything a check would have refused', () => {
    for (const id of ['', '0', '-1', '1e3', '01', 'abc', '4.5', 'Infinity', String(MAX_ROW_ID + 1), '9'.repeat(22)]) expect(rowNumber(id), id).toBe(0);
  });
});
