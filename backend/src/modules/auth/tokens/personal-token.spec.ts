import {
  bearerToken,
  hashPersonalToken,
  looksLikePersonalToken,
  newPersonalToken,
  tokenHint,
} from './personal-token';
import { hasBearer } from '../../../platform/http/bearer';

describe('personal tokens', () => {
  it('are tbpat_ and 32 random bytes, different each time', () => {
    const a = newPersonalToken();
    const b = newPersonalToken();
    expect(a).toMatch(/^tbpat_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(looksLikePersonalToken(a)).toBe(true);
    expect(looksLikePersonalToken(`${a}x`)).toBe(false);
    expect(looksLikePersonalToken('ghp_abc')).toBe(false);
  });

  it('are stored as their SHA-256 and shown by a short hint', () => {
    const token = newPersonalToken();
    expect(hashPersonalToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashPersonalToken(token)).toBe(hashPersonalToken(token));
    expect(tokenHint(token)).toBe(token.slice(0, 10));
  });

  it('are read from an Authorization: Bearer header only', () => {
    expect(bearerToken('Bearer tbpat_x')).toBe('tbpat_x');
    expect(bearerToken('bearer   tbpat_x ')).toBe('tbpat_x');
    expect(bearerToken('Basic dXNlcg==')).toBeUndefined();
    expect(bearerToken(undefined)).toBeUndefined();
    expect(hasBearer('Bearer')).toBe(true);
    expect(hasBearer('Basic abc')).toBe(false);
  });
});
