import type { VNode } from 'preact';
import { syncIds } from './preact-ids';
import { dropPrerenderPreloads } from './entry-client';

const vnodeOf = (type: string, props: Record<string, unknown>, element: Node): VNode =>
  ({ type, props, __e: element }) as unknown as VNode;

describe('syncIds', () => {
  it("writes the rendered ids over the prerender's", () => {
    const button = document.createElement('button');
    button.setAttribute('id', '_R_1_');
    button.setAttribute('aria-controls', '_R_2_');
    syncIds(vnodeOf('button', { id: 'P0-1', 'aria-controls': 'P0-2', type: 'button' }, button));
    expect(button.getAttribute('id')).toBe('P0-1');
    expect(button.getAttribute('aria-controls')).toBe('P0-2');
    expect(button.hasAttribute('type')).toBe(false);
  });

  it("writes a label's for from htmlFor and leaves what was not rendered", () => {
    const label = document.createElement('label');
    label.setAttribute('for', '_R_3_');
    label.setAttribute('aria-describedby', 'hint');
    syncIds(vnodeOf('label', { htmlFor: 'P0-3' }, label));
    expect(label.getAttribute('for')).toBe('P0-3');
    expect(label.getAttribute('aria-describedby')).toBe('hint');
  });

  it('passes over components and text', () => {
    const text = document.createTextNode('RM 12.00');
    expect(() => syncIds(vnodeOf('', { id: 'x' }, text))).not.toThrow();
    const component = { type: () => null, props: { id: 'x' } } as unknown as VNode;
    expect(() => syncIds(component)).not.toThrow();
  });
});

describe('dropPrerenderPreloads', () => {
  it('takes the image preloads out and keeps the font preload and the rest', () => {
    const head = document.createElement('head');
    head.innerHTML =
      '<meta charset="utf-8"><link rel="preload" as="image" href="/logo.svg">' +
      '<link rel="preload" as="font" href="/font.woff2"><link rel="icon" href="/icon.svg">' +
      '<link rel="stylesheet" href="/style.css">';
    dropPrerenderPreloads(head);
    expect([...head.querySelectorAll('link')].map((link) => link.getAttribute('href'))).toEqual([
      '/font.woff2',
      '/icon.svg',
      '/style.css',
    ]);
  });
});
