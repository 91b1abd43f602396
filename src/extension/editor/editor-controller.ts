/**
 * The editor content script's logic: finds eligible fields as they get focus or appear,
 * attaches a field session to each (field-session.ts, with the strategy of its kind,
 * fields/), and keeps the card and the underlines in step with the page.
 */
import { watchAddedEditors } from './added-editors';
import { createCheckCache } from './check-cache';
import type { CheckAnswer, EditorDeps, EditorNotice } from './editor-types';
import { eligibleField } from './eligibility';
import { fieldFor } from './fields/field-for';
import { attachField, type FieldSession, type Shared } from './field-session';
import { createHighlightLayer, highlightsSupported } from './highlights';
import { createOverlay } from './overlay';

/** The fields being checked, by element; fields removed from the page are let go. */
function createFieldRegistry(
  shared: Shared,
  highlights: ReturnType<typeof createHighlightLayer> | null,
) {
  const { win } = shared.deps;
  const sessions = new Map<HTMLElement, FieldSession>();
  // A field that has ever been a password field is never read, even when a "show password"
  // button turns it into a text field.
  const everSensitive = new WeakSet<Element>();
  const isPassword = (el: Element | null) =>
    el?.tagName === 'INPUT' && (el as Partial<HTMLInputElement>).type === 'password';

  const dropDetached = () => {
    for (const [el, session] of sessions) {
      if (!el.isConnected) {
        session.dispose();
        sessions.delete(el);
      }
    }
  };

  const attach = (target: EventTarget | null) => {
    if (isPassword(target as Element | null)) everSensitive.add(target as Element);
    const found = eligibleField(target, win);
    if (!found || sessions.has(found.el) || everSensitive.has(found.el)) return;
    dropDetached();
    const { el } = found;
    const field = fieldFor(el, found.kind, { win, overlay: shared.overlay, highlights, owner: {} });
    const stillEligible = () => {
      if (isPassword(el)) everSensitive.add(el);
      return !everSensitive.has(el) && eligibleField(el, win)?.el === el;
    };
    sessions.set(el, attachField(el, field, shared, stillEligible));
  };

  return {
    attach,
    fields: () => [...sessions.keys()],
    reposition() {
      dropDetached();
      for (const session of sessions.values()) session.reposition();
    },
    refresh() {
      for (const session of sessions.values()) session.refresh();
    },
    recheck(keep = false) {
      for (const session of sessions.values()) session.recheck(keep);
    },
    dispose() {
      for (const session of sessions.values()) session.dispose();
      sessions.clear();
    },
  };
}

export interface Editor {
  stop(): void;
  /** The member's personal dictionary changed: place the known issues again. */
  refresh(): void;
  /**
   * The member's language changed: the card closes, and every field is checked again so the
   * API's messages come in the new language (the card's strings are read as it opens).
   */
  languageChanged(): void;
  /**
   * The member's switched-off rules changed: their issues go at once (filtered from the known
   * answers, no request), and every field is checked again, the list going with the request, so
   * the engine leaves those rules out and what they hid on the same words shows.
   */
  rulesChanged(): void;
}

/**
 * The notes of the page: each shown once per page at most (dismissed, it stays away), the
 * month's limit with the plans link.
 */
function createNotices(deps: EditorDeps, overlay: ReturnType<typeof createOverlay>) {
  const shown = new Set<EditorNotice>();
  return (notice: EditorNotice) => {
    if (shown.has(notice)) return;
    const strings = deps.strings();
    const link =
      notice === 'limit' && deps.plansUrl ? { label: strings.plans, href: deps.plansUrl } : null;
    if (overlay.showHint(strings.notice[notice], link, () => {})) shown.add(notice);
  };
}

export function startEditor(deps: EditorDeps): Editor {
  const { win } = deps;
  const doc = win.document;
  const overlay = createOverlay(doc, () => deps.strings());
  const shared: Shared = {
    deps,
    overlay,
    cache: createCheckCache<CheckAnswer>(),
    notify: createNotices(deps, overlay),
  };
  const highlights = highlightsSupported(win) ? createHighlightLayer(win) : null;
  const registry = createFieldRegistry(shared, highlights);
  let frame = 0;

  const onFocusIn = (event: FocusEvent) => registry.attach(event.composedPath()[0] ?? event.target);
  const onScrollOrResize = (event: Event) => {
    if (overlay.cardOpen && event.type === 'scroll' && !overlay.contains(event))
      overlay.closeCard(false);
    if (!frame)
      frame = win.requestAnimationFrame(() => {
        frame = 0;
        registry.reposition();
      });
  };
  const onPointerDown = (event: Event) => {
    if (!overlay.cardOpen || overlay.contains(event)) return;
    const inField = registry.fields().some((el) => event.composedPath().includes(el));
    if (!inField) overlay.closeCard(false);
  };

  doc.addEventListener('focusin', onFocusIn, true);
  const stopWatching = watchAddedEditors(win, registry.attach);
  doc.addEventListener('mousedown', onPointerDown, true);
  win.addEventListener('scroll', onScrollOrResize, { capture: true, passive: true });
  win.addEventListener('resize', onScrollOrResize, { passive: true });
  registry.attach(doc.activeElement);

  return {
    refresh: registry.refresh,
    languageChanged() {
      overlay.closeCard(false);
      shared.cache.clear();
      registry.recheck();
    },
    rulesChanged() {
      registry.refresh();
      shared.cache.expire();
      registry.recheck(true);
    },
    stop() {
      doc.removeEventListener('focusin', onFocusIn, true);
      stopWatching();
      doc.removeEventListener('mousedown', onPointerDown, true);
      win.removeEventListener('scroll', onScrollOrResize, { capture: true });
      win.removeEventListener('resize', onScrollOrResize);
      registry.dispose();
      overlay.destroy();
      highlights?.destroy();
    },
  };
}
