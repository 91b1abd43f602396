/**
 * The suggestion card's markup (inside the overlay's shadow root, overlay.ts): category, the
 * issue's message, the suggestions to apply and the card's other actions.
 */
import { CATEGORY_COLORS } from './highlights';
import type { ClientRectLike } from './mirror';
import type { PlacedIssue } from './paragraphs';
import { categoryLabel, format, type EditorStrings } from './strings';

export interface CardActions {
  apply(suggestion: string): void;
  ignore(): void;
  addWord?(): void;
  disableRule?(): void;
  /** Closes the card; returns focus to the field when asked. */
  close(returnFocus: boolean): void;
}

export function cardButton(doc: Document, cls: string, text: string, label?: string) {
  const b = doc.createElement('button');
  b.type = 'button';
  b.className = cls;
  b.textContent = text;
  if (label) b.setAttribute('aria-label', label);
  return b;
}

function element(doc: Document, tag: string, cls: string, text?: string) {
  const el = doc.createElement(tag);
  if (cls) el.className = cls;
  if (text !== undefined) el.textContent = text;
  return el;
}

function head(doc: Document, issue: PlacedIssue, strings: EditorStrings, actions: CardActions) {
  const dot = element(doc, 'span', 'dot');
  dot.style.background = CATEGORY_COLORS[issue.category];
  const close = cardButton(doc, 'ghost', '×', strings.close);
  close.addEventListener('click', () => actions.close(true));
  const row = element(doc, 'div', 'head');
  row.append(dot, element(doc, 'span', 'cat', categoryLabel(strings, issue.category)), close);
  return row;
}

function suggestions(
  doc: Document,
  issue: PlacedIssue,
  strings: EditorStrings,
  actions: CardActions,
) {
  const row = element(doc, 'div', 'sugs');
  if (issue.original) row.append(element(doc, 'span', 'orig', issue.original));
  for (const suggestion of issue.suggestions.slice(0, 5)) {
    const b = cardButton(doc, 'sug', suggestion || '∅', format(strings.apply, { suggestion }));
    b.addEventListener('click', () => actions.apply(suggestion));
    row.append(b);
  }
  if (issue.suggestions.length === 0) row.append(element(doc, 'span', '', strings.noSuggestion));
  return row;
}

function footer(doc: Document, issue: PlacedIssue, strings: EditorStrings, actions: CardActions) {
  const row = doc.createElement('div');
  const ignore = cardButton(doc, 'ghost', strings.ignore);
  ignore.addEventListener('click', () => actions.ignore());
  row.append(ignore);
  const more: Array<[string, (() => void) | undefined]> = [
    [format(strings.addWord, { word: issue.word }), actions.addWord],
    [strings.disableRule, actions.disableRule],
  ];
  for (const [label, action] of more) {
    if (!action) continue;
    const extra = cardButton(doc, 'ghost', label);
    extra.addEventListener('click', action);
    row.append(extra);
  }
  return { row, ignore };
}

/**
 * The card's keys once it has focus (Alt+Enter): Enter or Space applies the focused suggestion
 * (or runs the focused action), Tab and the arrow keys move between the buttons without leaving
 * the card, Escape closes it and returns to the text. Keys stop here: the page's own shortcuts
 * never see them.
 */
function cardKeys(card: HTMLElement, root: ShadowRoot, actions: CardActions) {
  return (event: KeyboardEvent) => {
    const buttons = Array.from(card.querySelectorAll('button')).filter((b) => !b.disabled);
    const focused = root.activeElement as HTMLButtonElement | null;
    const at = buttons.indexOf(focused as HTMLButtonElement);
    const move = (step: number) => buttons[(at + step + buttons.length) % buttons.length]?.focus();
    if (event.key === 'Escape') actions.close(true);
    else if ((event.key === 'Enter' || event.key === ' ') && at >= 0) focused!.click();
    else if (event.key === 'ArrowRight' || event.key === 'ArrowDown') move(1);
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') move(-1);
    else if (event.key === 'Tab') move(event.shiftKey ? -1 : 1);
    else return;
    event.preventDefault();
    event.stopPropagation();
  };
}

/**
 * The card element; `focusTarget` gets keyboard focus when the card opens with focus. Its last
 * line says which keys work, as the onboarding page and the help centre do.
 */
export function buildCard(
  doc: Document,
  root: ShadowRoot,
  issue: PlacedIssue,
  strings: EditorStrings,
  actions: CardActions,
  focused = false,
): { card: HTMLElement; focusTarget: () => HTMLElement } {
  const card = element(doc, 'div', 'card');
  card.setAttribute('role', 'dialog');
  card.setAttribute('aria-label', strings.cardLabel);
  const foot = footer(doc, issue, strings, actions);
  card.append(
    head(doc, issue, strings, actions),
    element(doc, 'p', 'msg', issue.message),
    suggestions(doc, issue, strings, actions),
    foot.row,
    element(doc, 'p', 'keys', focused ? strings.keysFocused : strings.keys),
  );
  // Clicking the card must not take the caret out of the editor (unless the card has focus).
  card.addEventListener('mousedown', (event) => {
    if (!card.contains(root.activeElement)) event.preventDefault();
  });
  card.addEventListener('keydown', cardKeys(card, root, actions));
  return {
    card,
    focusTarget: () => card.querySelector<HTMLButtonElement>('.sug') ?? foot.ignore,
  };
}

/** Below the underline, kept inside the viewport (the card must be in the document). */
export function placeCard(doc: Document, card: HTMLElement, anchor: ClientRectLike) {
  const view = doc.documentElement;
  const width = card.offsetWidth;
  const height = card.offsetHeight;
  let top = anchor.bottom + 6;
  if (top + height > view.clientHeight - 4) top = Math.max(4, anchor.top - height - 6);
  const left = Math.min(Math.max(4, anchor.left), Math.max(4, view.clientWidth - width - 4));
  card.style.left = `${left}px`;
  card.style.top = `${top}px`;
}
