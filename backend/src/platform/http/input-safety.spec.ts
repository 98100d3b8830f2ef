import { MAX_BODY_DEPTH, problemOf } from './input-safety';

function nested(depth: number): unknown {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? { a: value } : [value];
  return value;
}

describe('problemOf', () => {
  it('accepts text in any script, including pairs of surrogates (emoji)', () => {
    expect(problemOf({ name: 'María Rodríguez 😀', tags: ['中文', 'ñandú'] })).toBeUndefined();
  });

  it('finds NUL and lone surrogates in values and keys at any depth', () => {
    expect(problemOf({ a: [{ b: 'x\u0000' }] })).toBe('http.input.characters');
    expect(problemOf({ a: 'high \ud83d alone' })).toBe('http.input.characters');
    expect(problemOf({ a: 'low \ude00 alone' })).toBe('http.input.characters');
    expect(problemOf({ a: 'reversed \ude00\ud83d' })).toBe('http.input.characters');
    expect(problemOf({ ['key\u0000']: 1 })).toBe('http.input.characters');
  });

  it('allows nesting up to the limit and refuses one level more', () => {
    expect(problemOf(nested(MAX_BODY_DEPTH))).toBeUndefined();
    expect(problemOf(nested(MAX_BODY_DEPTH + 1))).toBe('http.input.depth');
    expect(problemOf(nested(100_000))).toBe('http.input.depth');
  });
});
