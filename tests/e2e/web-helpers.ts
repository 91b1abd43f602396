import type { Browser, Page } from 'puppeteer';
import { devEndpoints } from '../../src/contracts/dev';
import { setPageLanguage } from './browser';

/** A fresh, isolated page (own cookies and storage) in `lang`. */
export async function freshPage(browser: Browser, lang: string): Promise<Page> {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport({ width: 1280, height: 860 });
  await setPageLanguage(page, lang);
  return page;
}

export function aria(role: string, name: string) {
  return `::-p-aria([role="${role}"][name="${name.replaceAll('"', '\\"')}"])`;
}

export async function clickRole(page: Page, role: string, name: string) {
  const element = await page.waitForSelector(aria(role, name), { visible: true });
  await element!.click();
}

/** Clears and types into the input matching `selector`. */
export async function fill(page: Page, selector: string, value: string) {
  const input = await page.waitForSelector(selector, { visible: true });
  await input!.click({ count: 3 });
  await page.keyboard.press('Backspace');
  await input!.type(value);
}

export async function waitForPath(page: Page, pathname: string, timeout = 10_000) {
  await page.waitForFunction((path: string) => location.pathname === path, { timeout }, pathname);
}

export interface DevMail {
  to: string;
  subject: string;
  links: string[];
}

/** Polls the dev mailbox until at least `count` mails reached `to`; newest first. */
export async function mailsTo(apiBaseUrl: string, to: string, count = 1): Promise<DevMail[]> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const response = await fetch(
      `${apiBaseUrl}${devEndpoints.mailbox.path}?to=${encodeURIComponent(to)}`,
    );
    const mails = (await response.json()) as DevMail[];
    if (mails.length >= count) return mails;
    if (Date.now() > deadline) throw new Error(`no mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

export function uniqueEmail(tag: string) {
  return `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export const PASSWORD = 'Dadeum2024!';
export const NEW_PASSWORD = 'Changed#2025x';

/** Reads a persisted zustand store from local storage. */
export async function persisted<T>(page: Page, key: string): Promise<T | null> {
  return page.evaluate((name: string) => {
    const raw = localStorage.getItem(name);
    return raw ? (JSON.parse(raw) as { state: unknown }).state : null;
  }, key) as Promise<T | null>;
}
