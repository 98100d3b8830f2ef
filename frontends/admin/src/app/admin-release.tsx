import { useTranslation } from '@terrabridge/i18n';

// Where this build loads its chunks from: the folder of its remoteEntry.js ('auto' public path).
declare const __webpack_public_path__: string | undefined;

/** What the admin panel says about the build it runs. */
export interface AdminBuild {
  /** The published release (`<version>-<hash>`) it was loaded from, if it was. */
  release?: string;
  version: string;
  /** The note given to the release (RELEASE_LABEL), or ''. */
  label: string;
}

/**
 * A release is the folder it is served from (`/remotes/admin/releases/<version>-<hash>/`, named by
 * `npm run release:admin` after the build's content), so the build learns its release from there.
 */
export function adminBuild(
  publicPath: string | undefined = typeof __webpack_public_path__ === 'string'
    ? __webpack_public_path__
    : undefined,
): AdminBuild {
  const release = publicPath ? /\/releases\/([^/]+)\/$/.exec(publicPath)?.[1] : undefined;
  return {
    ...(release ? { release: decodeURIComponent(release) } : {}),
    version: __REMOTE_VERSION__,
    label: __RELEASE_LABEL__,
  };
}

/** One quiet line under the panel: which admin release the team is looking at. */
export function AdminReleaseLine() {
  const { t } = useTranslation('admin');
  const { release, version, label } = adminBuild();
  const text = release
    ? t('release.published', { release })
    : t('release.unpublished', { version });
  return (
    <p className="mt-4 text-right text-xs text-fg-muted" data-testid="admin-release">
      {label ? `${text} · ${label}` : text}
    </p>
  );
}
