import i18next, {
  type BackendModule,
  type i18n as I18n,
  type LanguageDetectorModule,
  type PostProcessorModule,
  type Resource,
} from 'i18next';
import { initReactI18next } from 'react-i18next';
import { resolveParticles } from '@dadeum/correction/particles';
import {
  FALLBACK_LANGUAGE,
  LANGUAGE_STORAGE_KEY,
  SUPPORTED_LANGUAGES,
  sanitizeLanguageTag,
  toSupportedLanguage,
  type Language,
} from './languages';

/** Namespaces every shell loads; extension pages add 'extension' (locales/{lng}.extension.json). */
export const NAMESPACES = ['common'] as const;
export const EXTENSION_NAMESPACES = ['common', 'extension'] as const;
export const DEFAULT_NAMESPACE = 'common';
/** Where the web app fetches its resources; the web build serves locales/ there. */
export const LOCALES_LOAD_PATH = '/locales/{{lng}}.{{ns}}.json';

function readStoredLanguage(): string | undefined {
  try {
    return globalThis.localStorage?.getItem(LANGUAGE_STORAGE_KEY) ?? undefined;
  } catch {
    return undefined; // storage can be blocked (privacy settings); then there is no stored choice
  }
}

/** The language the user chose with the switch, if it is still a supported one. */
function storedChoice(): Language | undefined {
  return toSupportedLanguage(readStoredLanguage()) ?? undefined;
}

/** The browser's languages in preference order, markup-looking values discarded. */
function browserLanguages(): string[] | undefined {
  const nav = globalThis.navigator;
  if (!nav) return undefined;
  const tags = [...(nav.languages ?? []), nav.language]
    .map(sanitizeLanguageTag)
    .filter((tag): tag is string => tag !== null);
  return tags.length > 0 ? tags : undefined;
}

/**
 * i18next's language detector: a choice made with the language switch wins,
 * otherwise the browser's languages; i18next picks the first supported one, else English.
 * Nothing is cached: only an explicit switch is saved (setLanguage), so a browser-language
 * change still reaches users who never chose.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () => storedChoice() ?? browserLanguages(),
  cacheUserLanguage: () => {},
};

/**
 * Korean particles by the sound of the word before them, after interpolation: a template
 * writes `{{email}}(으)로`, the reader sees `a@b.com으로` or `…@daum.kr로`
 * (@dadeum/correction/particles; never 은(는) or (으)로 on screen). English text has no such markers.
 */
export const koreanParticles: PostProcessorModule = {
  type: 'postProcessor',
  name: 'koreanParticles',
  process: (value) => resolveParticles(value),
};

/** How long one translation file may take, as any call (the spec's 5000 ms request timeout). */
export const LOCALE_TIMEOUT_MS = 5000;

/**
 * Loads `{lng}.{ns}.json` over HTTP with `fetch` (no window needed), within
 * LOCALE_TIMEOUT_MS. A network failure, a timeout or a 5xx is retried by i18next (the `true` of
 * the callback); a 4xx or a file that is not JSON is not.
 */
export function httpBackend(
  loadPath: string = LOCALES_LOAD_PATH,
  fetchImpl: typeof fetch = (...args) => fetch(...args),
): BackendModule {
  return {
    type: 'backend',
    init: () => {},
    read: (language, namespace, callback) => {
      const url = loadPath.replace('{{lng}}', language).replace('{{ns}}', namespace);
      // The body is read within the same time as the headers.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), LOCALE_TIMEOUT_MS);
      fetchImpl(url, { signal: controller.signal })
        .then(
          async (response) => {
            if (!response.ok) {
              callback(new Error(`${url}: HTTP ${response.status}`), response.status >= 500);
              return;
            }
            let data: Record<string, unknown>;
            try {
              data = (await response.json()) as Record<string, unknown>;
            } catch (error) {
              callback(
                error instanceof Error ? error : new Error(String(error)),
                controller.signal.aborted,
              );
              return;
            }
            callback(null, data);
          },
          (error: unknown) =>
            callback(error instanceof Error ? error : new Error(String(error)), true),
        )
        .finally(() => clearTimeout(timer));
    },
  };
}

export type I18nSource =
  { kind: 'http'; loadPath?: string } | { kind: 'bundled'; resources: Resource };

export interface CreateI18nOptions {
  source: I18nSource;
  /** Skip detection and start in this language (tests). */
  language?: Language;
  /** Namespaces to load; the web app needs only the default. */
  namespaces?: readonly string[];
}

/**
 * Creates and initialises an i18next instance for a React shell. The web app loads its
 * resources over HTTP (/locales/{lng}.{ns}.json); extension pages and tests bundle them.
 */
export async function createI18n({
  source,
  language,
  namespaces = NAMESPACES,
}: CreateI18nOptions): Promise<I18n> {
  const instance = i18next.createInstance();
  instance.use(languageDetector).use(koreanParticles).use(initReactI18next);
  if (source.kind === 'http') instance.use(httpBackend(source.loadPath));

  await instance.init({
    ...(language ? { lng: language } : {}),
    supportedLngs: [...SUPPORTED_LANGUAGES],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    fallbackLng: FALLBACK_LANGUAGE,
    ns: [...namespaces],
    defaultNS: DEFAULT_NAMESPACE,
    interpolation: { escapeValue: false }, // React escapes
    postProcess: [koreanParticles.name],
    returnNull: false,
    detection: {
      // A choice made with the language switch wins; otherwise the browser's language.
      order: ['storedChoice', 'browserLanguage'],
      // Only an explicit switch is saved (see setLanguage), so a browser-language change still
      // reaches users who never chose.
      caches: [],
    },
    ...(source.kind === 'http'
      ? { backend: { loadPath: source.loadPath ?? LOCALES_LOAD_PATH } }
      : { resources: source.resources }),
    react: { useSuspense: false },
  });

  const syncDocument = (lng: string) => {
    if (typeof document !== 'undefined') document.documentElement.lang = lng;
  };
  syncDocument(instance.resolvedLanguage ?? FALLBACK_LANGUAGE);
  instance.on('languageChanged', syncDocument);
  return instance;
}

/** Switches language and remembers the choice in local storage. */
export async function setLanguage(instance: I18n, language: Language): Promise<void> {
  try {
    globalThis.localStorage?.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // storage blocked: the switch still works for this page
  }
  await instance.changeLanguage(language);
}

export function currentLanguage(instance: I18n): Language {
  return toSupportedLanguage(instance.resolvedLanguage) ?? FALLBACK_LANGUAGE;
}
