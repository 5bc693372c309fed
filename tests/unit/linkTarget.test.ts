import { describe, expect, it } from 'vitest';
import { linkTarget, newTabProps } from '@/components/links/linkTarget';

describe('linkTarget', () => {
  it('treats site paths and in-page anchors as client-side routes', () => {
    expect(linkTarget('/terms').kind).toBe('internal');
    expect(linkTarget('/#contact').kind).toBe('internal');
  });

  it('opens other sites in a new tab without access to this page', () => {
    expect(linkTarget('https://example.com/profile')).toEqual({ kind: 'external', anchorProps: newTabProps });
    expect(linkTarget('//cdn.example.com/file.pdf').kind).toBe('external');
    expect(newTabProps).toEqual({ target: '_blank', rel: 'noopener noreferrer' });
  });

  it('keeps mailto and tel links as plain anchors', () => {
    expect(linkTarget('mailto:hello@example.com').kind).toBe('plain');
    expect(linkTarget('tel:+4930123456').kind).toBe('plain');
  });

  it('can force a new tab, e.g. for a file on this site', () => {
    expect(linkTarget('/resume.pdf', true).kind).toBe('external');
  });
});
