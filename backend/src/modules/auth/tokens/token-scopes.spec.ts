import { ADMIN_BY_METHOD, requiredScope, ungrantableScopes } from './token-scopes';

describe('token scopes', () => {
  it('lets only admins grant admin scopes', () => {
    expect(ungrantableScopes('user', ['projects:read', 'admin:read', 'admin:write'])).toEqual([
      'admin:read',
      'admin:write',
    ]);
    expect(ungrantableScopes('admin', ['projects:read', 'admin:read', 'admin:write'])).toEqual([]);
    expect(ungrantableScopes('user', ['invoices:read', 'payments:read'])).toEqual([]);
  });

  it('reads admin routes with admin:read and changes them with admin:write', () => {
    expect(requiredScope(ADMIN_BY_METHOD, 'GET')).toBe('admin:read');
    expect(requiredScope(ADMIN_BY_METHOD, 'get')).toBe('admin:read');
    expect(requiredScope(ADMIN_BY_METHOD, 'POST')).toBe('admin:write');
    expect(requiredScope(ADMIN_BY_METHOD, 'delete')).toBe('admin:write');
    expect(requiredScope('social:write', 'GET')).toBe('social:write');
    expect(requiredScope('projects:write', 'GET')).toBeUndefined();
  });
});
