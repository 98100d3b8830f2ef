import { changeRows, deviceOf, valueText } from './audit-format';

describe('audit entry formatting', () => {
  it('names the browser and system of a user agent', () => {
    expect(
      deviceOf(
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36 Edg/130.0',
      ),
    ).toEqual({ browser: 'Edge', system: 'Windows' });
    expect(
      deviceOf('Mozilla/5.0 (X11; Linux x86_64; rv:132.0) Gecko/20100101 Firefox/132.0'),
    ).toEqual({ browser: 'Firefox', system: 'Linux' });
    expect(deviceOf(null)).toEqual({});
  });

  it('puts before and after side by side, then the request field by field', () => {
    expect(
      changeRows({
        request: 'PATCH /api/admin/contacts/:id',
        params: { id: '7' },
        body: { status: 'resolved', note: { text: 'Called back' } },
        before: { status: 'new', name: 'Ana' },
        after: { status: 'resolved', name: 'Ana' },
      }),
    ).toEqual([
      { field: 'status', before: 'new', after: 'resolved', changed: true },
      { field: 'name', before: 'Ana', after: 'Ana', changed: false },
      { field: 'request', value: 'PATCH /api/admin/contacts/:id' },
      { field: 'params.id', value: '7' },
      { field: 'body.status', value: 'resolved' },
      { field: 'body.note.text', value: 'Called back' },
    ]);
    expect(changeRows(null)).toEqual([]);
  });

  it('writes values as text', () => {
    expect(valueText(null)).toBe('');
    expect(valueText(3)).toBe('3');
    expect(valueText(['a', 1])).toBe('["a",1]');
  });
});
