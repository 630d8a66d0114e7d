/// <reference types="vite/client" />

/** A PO catalog, compiled by Lingui's Vite plugin. */
declare module '*.po' {
  export const messages: import('@lingui/core').Messages;
}
