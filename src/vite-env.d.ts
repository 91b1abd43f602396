/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL: string;
  readonly VITE_WEB_ORIGIN: string;
  /** The operator's team (config/team.json), checked and baked in by the web build; else null. */
  readonly DADEUM_TEAM?: import('./config/team-config').TeamConfig | null;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
