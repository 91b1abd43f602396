import { describe, expect, it } from 'vitest';
import { answerSiteQuery, SITE_QUERY, topSite } from './top-site';

function frame(hostname: string, ancestors: string[] | undefined, isTop = false) {
  const self = {};
  const list =
    ancestors && Object.assign([...ancestors], { contains: () => false, item: () => null });
  return {
    self,
    top: isTop ? self : {},
    location: { hostname, ancestorOrigins: list } as unknown as Location,
  } as unknown as Parameters<typeof topSite>[0];
}

describe('topSite', () => {
  it("is the page's own host name in the top frame", () => {
    expect(topSite(frame('mail.example.com', [], true))).toBe('mail.example.com');
  });

  it("is the top page's host name inside frames, nearest parent first in the list", () => {
    // An about:srcdoc editor frame (no host name) inside a frame inside the page.
    expect(topSite(frame('', ['https://frames.example.net', 'https://blog.example.com']))).toBe(
      'blog.example.com',
    );
  });

  it("falls back to the frame's own host name without ancestorOrigins", () => {
    expect(topSite(frame('editor.example.org', undefined))).toBe('editor.example.org');
    expect(topSite(frame('editor.example.org', []))).toBe('editor.example.org');
  });
});

describe('the popup asks the tab which site it is', () => {
  it('answers only the site query', () => {
    expect(answerSiteQuery({ channel: SITE_QUERY }, 'mail.google.com')).toEqual({
      site: 'mail.google.com',
    });
    expect(answerSiteQuery({ channel: 'dadeum/rpc' }, 'mail.google.com')).toBeUndefined();
    expect(answerSiteQuery(null, 'mail.google.com')).toBeUndefined();
  });
});
