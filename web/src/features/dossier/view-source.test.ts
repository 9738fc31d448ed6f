import { describe, expect, it } from 'vitest';
import { dossierViewSource } from './view-source.ts';

describe('dossierViewSource', () => {
  it('reads chat and home, and takes anything else as home', () => {
    expect(dossierViewSource('chat')).toBe('chat');
    expect(dossierViewSource('home')).toBe('home');
    expect(dossierViewSource(null)).toBe('home');
    expect(dossierViewSource('artifact')).toBe('home');
  });
});
