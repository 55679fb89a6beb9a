import { describe, expect, it } from 'vitest';
import { signRequest, uriEncode } from './sigv4';

describe('signRequest (AWS SigV4)', () => {
  it('matches the published S3 "GET Object" example signature', () => {
    // Documented example of the S3 API reference ("Signature Calculations for the Authorization Header").
    const headers = signRequest(
      { method: 'GET', url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'), headers: { range: 'bytes=0-9' } },
      { accessKeyId: 'AKIAIOSFODNN7EXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY', region: 'us-east-1' },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('encodes keys the way S3 expects', () => {
    expect(uriEncode('users/a b+é.webp', true)).toBe('users/a%20b%2B%C3%A9.webp');
    expect(uriEncode('a/b', false)).toBe('a%2Fb');
  });
});
