/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Must match the server's SIGN_SALT; defaults to the contract's DEFAULT_SIGN_SALT. */
  readonly VITE_SIGN_SALT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
