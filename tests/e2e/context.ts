declare module 'vitest' {
  export interface ProvidedContext {
    e2e: {
      /** The web app under test (production build), e.g. http://localhost:41234. */
      webOrigin: string;
      apiBaseUrl: string;
      /** The unpacked extension built for these URLs. */
      extensionDir: string;
      /** The same extension built for Firefox (`wxt build -b firefox`). */
      firefoxExtensionDir: string;
      /** The API's PostgreSQL (embedded, this run only), for tests that check stored rows. */
      databaseUrl: string;
    };
  }
}

export {};
