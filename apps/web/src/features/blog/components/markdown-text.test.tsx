import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from './markdown-text';

describe('MarkdownText', () => {
  it('renders Markdown and drops raw HTML and script links', () => {
    const { container } = render(
      <MarkdownText text={'# Заголовок\n\n**Трубы** <script>alert(1)</script><img src=x onerror="alert(2)">\n\n[ссылка](javascript:alert(3)) [сайт](https://example.ru)'} />,
    );
    expect(container.querySelector('h2')?.textContent).toBe('Заголовок');
    expect(container.querySelector('strong')?.textContent).toBe('Трубы');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.innerHTML).not.toContain('onerror');
    const links = [...container.querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['', 'https://example.ru']);
    expect(links[1]?.getAttribute('rel')).toBe('noopener noreferrer nofollow');
    expect(links[1]?.getAttribute('target')).toBe('_blank');
  });
});
