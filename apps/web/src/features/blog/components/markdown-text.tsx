import Markdown, { type Components } from 'react-markdown';
import classes from './markdown-text.module.css';

const components: Components = {
  // Links leave the site in a new tab without giving it window.opener; nofollow: text written by staff,
  // not an endorsement of the linked site.
  a: ({ href, children }) => {
    const external = typeof href === 'string' && /^https?:\/\//i.test(href);
    return (
      <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer nofollow' } : {})}>
        {children}
      </a>
    );
  },
  // A post's own headings sit below the page's title.
  h1: ({ children }) => <h2>{children}</h2>,
};

/**
 * Markdown of a blog post rendered safely: HTML inside the text is dropped (no rehype-raw), and
 * react-markdown's URL filter removes javascript: and similar links. No dangerouslySetInnerHTML.
 */
export function MarkdownText({ text }: { text: string }) {
  return (
    <div className={classes.root}>
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </div>
  );
}
