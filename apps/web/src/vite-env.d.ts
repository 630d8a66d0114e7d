/// <reference types="vite/client" />

/** A PO catalog, compiled by Lingui's Vite plugin. */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
