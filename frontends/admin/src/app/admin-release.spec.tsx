import '@terrabridge/i18n';
import { registerNamespace } from '@terrabridge/i18n';
import { render, screen } from '@testing-library/react';
import { adminEn } from '../i18n/admin.en';
import { adminEs } from '../i18n/admin.es';
import { AdminReleaseLine, adminBuild } from './admin-release';

registerNamespace('admin', { en: adminEn, es: adminEs });

describe('adminBuild', () => {
  it('names the release the build was loaded from', () => {
    expect(adminBuild('http://site.example/remotes/admin/releases/0.2.0-abcdef0123/')).toEqual({
      release: '0.2.0-abcdef0123',
      version: '0.0.0-test',
      label: '',
    });
    expect(adminBuild('/remotes/admin/releases/0.2.0-abcdef0123/')).toMatchObject({
      release: '0.2.0-abcdef0123',
    });
  });

  it('names no release for a build served from elsewhere', () => {
    expect(adminBuild('http://localhost:4203/')).toEqual({ version: '0.0.0-test', label: '' });
    expect(adminBuild('/remotes/admin/releases/')).not.toHaveProperty('release');
    expect(adminBuild(undefined)).not.toHaveProperty('release');
  });

  it('says so when the panel does not run a published release', () => {
    render(<AdminReleaseLine />);
    expect(screen.getByText('Admin build 0.0.0-test, not a published release')).toBeTruthy();
  });
});
