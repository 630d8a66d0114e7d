import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { styleSingleton } from './style-singleton';

const rulesOf = (sheets: readonly CSSStyleSheet[]) =>
  sheets.flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText));

describe('styleSingleton', () => {
  it('adds its rules as an adopted stylesheet, never a <style> element, while anyone uses them', () => {
    const Style = styleSingleton();
    const before = document.adoptedStyleSheets.length;
    // Counted, not assumed 0: test files share a document when they share a worker.
    const styleElements = document.querySelectorAll('style').length;

    const first = render(<Style styles="body { overflow: hidden; }" />);
    const second = render(<Style styles="body { overflow: scroll; }" />);
    expect(document.querySelectorAll('style')).toHaveLength(styleElements);
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    // The first styles stay, as react-style-singleton does.
    expect(rulesOf(document.adoptedStyleSheets).join(' ')).toMatch(/overflow: hidden/);

    first.unmount();
    expect(document.adoptedStyleSheets).toHaveLength(before + 1);
    second.unmount();
    expect(document.adoptedStyleSheets).toHaveLength(before);
  });
});
