import type { ContentBlock, InfoPageContent } from '../content/types';
import classes from './info-content.module.css';

function Block({ block }: { block: ContentBlock }) {
  switch (block.kind) {
    case 'p':
      return <p className={classes.paragraph}>{block.text}</p>;
    case 'ul':
      return (
        <ul className={classes.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'ol':
      return (
        <ol className={classes.list}>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ol>
      );
    case 'dl':
      return (
        <dl className={classes.rows}>
          {block.rows.map((row) => (
            <div key={row.label} className={classes.row}>
              <dt className={classes.label}>{row.label}</dt>
              <dd className={classes.value}>
                {row.href ? (
                  <a href={row.href} {...(row.href.startsWith('http') ? { target: '_blank', rel: 'noopener' } : {})}>
                    {row.value}
                  </a>
                ) : (
                  row.value
                )}
              </dd>
            </div>
          ))}
        </dl>
      );
  }
}

/** An information page's text: sections with their headings, paragraphs, lists and label rows. */
export function InfoContent({ content }: { content: InfoPageContent }) {
  return (
    <div className={classes.root}>
      {content.sections.map((section, index) => (
        <section key={section.heading ?? index} className={classes.section}>
          {section.heading && <h2 className={classes.heading}>{section.heading}</h2>}
          {section.blocks.map((block, i) => (
            <Block key={i} block={block} />
          ))}
        </section>
      ))}
    </div>
  );
}
