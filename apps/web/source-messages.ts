import type { PluginObj, types as BabelTypes } from '@babel/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

/**
 * A Babel plugin that runs after Lingui's macros (docs/decisions/0042-languages.md): each
 * message's English source, which the macros leave beside its id, is compiled to the form
 * Lingui's catalogs hold (`"Today in {area}"` → `["Today in ", ["area"]]`). English then needs no
 * catalog at all: a message without a translation in the page's catalog renders its own
 * source, so an English page downloads no messages beyond the code that shows them, and the
 * other languages download only their own.
 */
export function sourceMessages({ types: t }: { types: typeof BabelTypes }): PluginObj {
  const compiled = (source: string) => t.valueToNode(compileMessageOrThrow(source));
  const isMessageKey = (key: BabelTypes.ObjectProperty['key']) =>
    (t.isIdentifier(key) && key.name === 'message') ||
    (t.isStringLiteral(key) && key.value === 'message');
  return {
    name: 'lineup-source-messages',
    visitor: {
      // A descriptor: `{ id: "…", message: "…" }` (from `t`, `msg` and `<Trans>`'s values).
      ObjectExpression(path) {
        const { properties } = path.node;
        const hasId = properties.some(
          (property) =>
            t.isObjectProperty(property) && t.isIdentifier(property.key, { name: 'id' }),
        );
        if (!hasId) return;
        for (const property of properties) {
          if (
            t.isObjectProperty(property) &&
            isMessageKey(property.key) &&
            t.isStringLiteral(property.value)
          ) {
            property.value = compiled(property.value.value);
          }
        }
      },
      // `<Trans id="…" message="…" />`, what the `<Trans>` macro leaves.
      JSXAttribute(path) {
        const { name, value } = path.node;
        if (!t.isJSXIdentifier(name, { name: 'message' }) || !t.isStringLiteral(value)) return;
        const element = path.parentPath.node;
        if (
          !t.isJSXOpeningElement(element) ||
          !element.attributes.some(
            (attribute) =>
              t.isJSXAttribute(attribute) && t.isJSXIdentifier(attribute.name, { name: 'id' }),
          )
        )
          return;
        path.node.value = t.jsxExpressionContainer(compiled(value.value));
      },
    },
  };
}
