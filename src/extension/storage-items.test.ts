import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import {
  addToList,
  checkPauseItem,
  checkPauseOf,
  DEFAULT_CHECK_PAUSE_MS,
  disabledRulesItem,
  disabledSitesItem,
  personalDictionaryItem,
  setSiteEnabled,
  siteOf,
} from './storage-items';

describe('per-site switch', () => {
  beforeEach(() => fakeBrowser.reset());

  it('turns a site off and on again, keeping the others', async () => {
    await setSiteEnabled('mail.google.com', false);
    await setSiteEnabled('app.slack.com', false);
    expect(await disabledSitesItem.getValue()).toEqual(['app.slack.com', 'mail.google.com']);
    await setSiteEnabled('mail.google.com', true);
    expect(await disabledSitesItem.getValue()).toEqual(['app.slack.com']);
    await setSiteEnabled('mail.google.com', true);
    expect(await disabledSitesItem.getValue()).toEqual(['app.slack.com']);
  });

  it.each([
    ['https://mail.google.com/mail/u/0/#inbox', 'mail.google.com'],
    ['http://localhost:5173/login', 'localhost'],
    ['chrome://extensions', null],
    ['chrome-extension://abc/popup.html', null],
    ['file:///tmp/a.html', null],
    [undefined, null],
    ['not a url', null],
  ])('knows the switchable site of %s', (url, site) => {
    expect(siteOf(url)).toBe(site);
  });
});

describe('personal dictionary and switched-off rules', () => {
  beforeEach(() => fakeBrowser.reset());

  it('adds each word or rule once, sorted', async () => {
    await addToList(personalDictionaryItem, '다듬이');
    await addToList(personalDictionaryItem, '가나다');
    await addToList(personalDictionaryItem, '다듬이');
    expect(await personalDictionaryItem.getValue()).toEqual(['가나다', '다듬이']);
    await addToList(disabledRulesItem, 'spacing.dependent-noun');
    expect(await disabledRulesItem.getValue()).toEqual(['spacing.dependent-noun']);
  });
});

describe('typing pause', () => {
  beforeEach(() => fakeBrowser.reset());

  it('is 400 ms until the member picks another of the offered pauses', async () => {
    expect(await checkPauseItem.getValue()).toBe(DEFAULT_CHECK_PAUSE_MS);
    expect(DEFAULT_CHECK_PAUSE_MS).toBe(400);
    await checkPauseItem.setValue(1500);
    expect(checkPauseOf(await checkPauseItem.getValue())).toBe(1500);
  });

  it('falls back to the default for anything that is not an offered pause', () => {
    for (const value of [0, 5, 401, -200, '800', null, undefined, Number.NaN, 1e9])
      expect(checkPauseOf(value)).toBe(400);
    for (const value of [200, 400, 800, 1500]) expect(checkPauseOf(value)).toBe(value);
  });
});
