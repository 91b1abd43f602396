/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL: string;
  readonly VITE_WEB_ORIGIN: string;
  /** The operator's team (config/team.json), checked and baked in by the web build; else null. */
  // An ambient declaration file stays a script (no top-level import), so the type is imported inline.
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports
  readonly DADEUM_TEAM?: import('./config/team-config').TeamConfig | null;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
