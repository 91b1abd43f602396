import type { Resource } from 'i18next';

/**
 * Every file of locales/ bundled into the build, as i18next resources. Extension pages use this
 * (no network needed); the web app fetches the same files over HTTP instead.
 * File names are `{lng}.{ns}.json`, exactly as the web app requests them.
 */
const files = import.meta.glob<Record<string, unknown>>('@locales/*.json', {
  eager: true,
  import: 'default',
});

export const bundledResources: Resource = {};
for (const [path, content] of Object.entries(files)) {
  const match = /([a-z]{2})\.([a-z-]+)\.json$/.exec(path);
  if (!match) continue;
  const [, lng, ns] = match as unknown as [string, string, string];
  (bundledResources[lng] ??= {})[ns] = content as Resource[string][string];
}
