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

  it('lists the rows an action wrote: updated fields before and after, created and deleted rows', () => {
    expect(
      changeRows({
        request: 'POST /api/admin/invoices/:id/void',
        rows: [
          {
            entity: 'Invoice',
            id: 7,
            type: 'update',
            before: { status: 'pending', revision: 1 },
            after: { status: 'void', revision: 2 },
          },
          { entity: 'InvoiceEvent', id: 31, type: 'create', after: { kind: 'void' } },
          { entity: 'StoredFile', id: 4, type: 'delete' },
        ],
      }),
    ).toEqual([
      { field: 'Invoice #7.status', before: 'pending', after: 'void', changed: true },
      { field: 'Invoice #7.revision', before: 1, after: 2, changed: true },
      { field: 'InvoiceEvent #31.kind', value: 'void' },
      { field: 'StoredFile #4', value: 'delete' },
      { field: 'request', value: 'POST /api/admin/invoices/:id/void' },
    ]);
  });

  it('writes values as text', () => {
    expect(valueText(null)).toBe('');
    expect(valueText(3)).toBe('3');
    expect(valueText(['a', 1])).toBe('["a",1]');
  });
});
