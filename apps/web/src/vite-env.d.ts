/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The tenant this build talks to (header X-Tenant); "demo" when unset. */
  readonly VITE_TENANT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
