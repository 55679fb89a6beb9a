import { encode } from 'uqr';
import { describe, expect, it } from 'vitest';
import { qrPath } from './QrCode';

describe('QR code of the share link', () => {
  it('draws one square per dark module', () => {
    expect(qrPath([[true, false], [false, true]])).toBe('M0 0h1v1h-1zM1 1h1v1h-1z');
  });

  it('encodes a whole share link into a square symbol', () => {
    const { data, size } = encode('https://groops.test/group/3?g=41&o=7&t=restaurant&k=abcdefghijklmnopqrstuvwxyz012345', { ecc: 'M', border: 2 });
    expect(data).toHaveLength(size);
    expect(qrPath(data).split('z').length - 1).toBe(data.flat().filter(Boolean).length);
  });
});
