/** Escapes text for HTML text and attribute values (&, <, >, " and ' as character references). */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}
