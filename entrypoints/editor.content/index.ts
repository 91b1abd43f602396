import { browser } from 'wxt/browser';
import { defineContentScript } from 'wxt/utils/define-content-script';
import { startEditor } from '@/extension/editor/editor-controller';
import type { EditorPreferences } from '@/extension/editor/editor-types';
import { backgroundDeps } from '@/extension/editor/editor-rpc';
import { answerSiteQuery, topSite } from '@/extension/editor/top-site';
import {
  addToList,
  checkPauseItem,
  checkPauseOf,
  DEFAULT_CHECK_PAUSE_MS,
  disabledRulesItem,
  disabledSitesItem,
  hintShownSitesItem,
  languageItem,
  languageOf,
  personalDictionaryItem,
} from '@/extension/storage-items';

export default defineContentScript({
  matches: ['http://*/*', 'https://*/*'],
  runAt: 'document_idle',
  // Editors that live in a frame (TinyMCE, CKEditor 4 and other iframe editors, often an
  // about:srcdoc or about:blank document) get their own instance in that frame.
  allFrames: true,
  matchAboutBlank: true,
  matchOriginAsFallback: true,
  main(ctx) {
    // The per-site switch and the signed-out hint belong to the site the member sees: the top
    // page's, also inside its frames.
    const site = topSite(window);
    // The popup asks the top frame which site the tab shows (its per-site switch).
    const onSiteQuery = (message: unknown) => {
      const answer = window.top === window ? answerSiteQuery(message, site) : undefined;
      return answer ? Promise.resolve(answer) : undefined;
    };
    browser.runtime.onMessage.addListener(onSiteQuery);
    let editor: ReturnType<typeof startEditor> | null = null;
    // The personal dictionary and switched-off rules, kept in step with extension storage.
    const preferences: EditorPreferences = { words: new Set(), rules: new Set() };
    const setWords = (words: string[]) => {
      preferences.words = new Set(words);
      editor?.refresh();
    };
    // The typing pause the member picked in the popup, read at every keystroke.
    let pauseMs = DEFAULT_CHECK_PAUSE_MS;
    const setPause = (value: unknown) => {
      pauseMs = checkPauseOf(value);
    };
    // The card's language: the extension's setting (the member's choice), else the browser's;
    // a change shows on the next card, and the fields are checked again for the API's messages.
    const browserLanguage = browser.i18n.getUILanguage();
    let language = browserLanguage;
    const setLanguage = (value: unknown, changed: boolean) => {
      const next = languageOf(value) ?? browserLanguage;
      if (next === language) return;
      language = next;
      if (changed) editor?.languageChanged();
    };
    // A rule switched off (the card) or on: its underlines follow at once, and the fields are
    // checked again with the new list (the background sends it: the engine leaves them out).
    const setRules = (rules: string[]) => {
      preferences.rules = new Set(rules);
      editor?.rulesChanged();
    };
    // Checking follows the popup's per-site switch, at once, without a reload.
    const follow = (disabled: string[]) => {
      const off = disabled.includes(site);
      if (off && editor) {
        editor.stop();
        editor = null;
      } else if (!off && !editor) {
        editor = startEditor({
          win: window,
          ...backgroundDeps(() => language),
          // The web app, where the plans are (import.meta.env: client-env.ts would pull zod in).
          plansUrl: `${import.meta.env.VITE_WEB_ORIGIN}/`,
          pauseMs: () => pauseMs,
          preferences: () => preferences,
          addWord: (word) => void addToList(personalDictionaryItem, word),
          disableRule: (ruleId) => void addToList(disabledRulesItem, ruleId),
          signInHint: {
            url: `${import.meta.env.VITE_WEB_ORIGIN}/login`,
            allowed: async () => !(await hintShownSitesItem.getValue()).includes(site),
            shown: () => void addToList(hintShownSitesItem, site),
          },
        });
      }
    };
    void Promise.all([
      personalDictionaryItem.getValue(),
      disabledRulesItem.getValue(),
      checkPauseItem.getValue(),
      languageItem.getValue(),
    ])
      .then(([words, rules, pause, stored]) => {
        preferences.words = new Set(words);
        preferences.rules = new Set(rules);
        setPause(pause);
        setLanguage(stored, false);
        return disabledSitesItem.getValue();
      })
      .then(follow);
    const unwatch = [
      disabledSitesItem.watch(follow),
      personalDictionaryItem.watch(setWords),
      disabledRulesItem.watch(setRules),
      checkPauseItem.watch(setPause),
      languageItem.watch((value) => setLanguage(value, true)),
    ];
    ctx.onInvalidated(() => {
      browser.runtime.onMessage.removeListener(onSiteQuery);
      for (const stop of unwatch) stop();
      editor?.stop();
    });
  },
});
