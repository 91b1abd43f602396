import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import en from '@locales/en.extension.json';
import ko from '@locales/ko.extension.json';
import { bundledResources } from '@/lib/i18n/bundled-resources';
import { createI18n } from '@/lib/i18n/create-i18n';
import { KeyboardGuide } from './keyboard-guide';

describe('the keyboard guide (onboarding page, help centre) and the card say the same', () => {
  it.each([
    ['ko', ko.editor],
    ['en', en.editor],
  ] as const)('%s', async (language, card) => {
    const i18n = await createI18n({
      source: { kind: 'bundled', resources: bundledResources },
      language,
    });
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <KeyboardGuide />
      </I18nextProvider>,
    );
    const keys = [...container.querySelectorAll('kbd')].map((k) => k.textContent);
    expect(keys).toEqual(['Alt+Enter', 'Enter', 'Tab, ← →', 'Esc', 'Ctrl+Z']);
    expect(screen.getByText(/Enter/, { selector: 'p' })).toBeInTheDocument();
    // The card's own line names the same keys: Alt+Enter and Esc before it has focus, then
    // Enter, Tab and the arrows, Esc.
    expect(card.keys).toMatch(/^Alt\+Enter: .* · Esc: /);
    expect(card.keysFocused).toMatch(/^Enter: .* · Tab.*: .* · Esc: /);
  });
});
