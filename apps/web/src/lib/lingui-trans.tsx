import { TransNoContext, type TransProps } from '@lingui/react/server';
import { useLingui } from './lingui';

// Apart from lib/lingui.tsx, which every page loads: only a page with a sentence that holds an
// element (a link, a bold word) loads `<Trans>`'s renderer.

/** A message with elements inside it (what `<Trans>` from `@lingui/react/macro` compiles to). */
export function Trans(props: TransProps) {
  return <TransNoContext {...props} lingui={useLingui()} />;
}
