import type { PolicyDocument, PolicyPageCopy } from '@nyiur/content';
import { Breadcrumb, Container, type BreadcrumbLinkProps } from '@nyiur/ui';
import styles from './legal-page.module.css';
import { AppLink, metaLocale, pageMeta, useLocale, type MetaPlace } from '@nyiur/shell';
import { PATHS, formatCalendarDate } from '@nyiur/domain';

/** The head tags of a policy page. */
export const policyMeta = (doc: PolicyDocument, place: MetaPlace) =>
  pageMeta({
    locale: metaLocale(place),
    title: doc.meta.title,
    description: doc.meta.description,
    keywords: doc.meta.keywords,
    path: doc.path,
  });

/** Breadcrumb links stay inside the brand app's router. */
export const routerLink = ({ href, className, children }: BreadcrumbLinkProps) => (
  <AppLink to={href} className={className}>
    {children}
  </AppLink>
);

/** A static policy page: breadcrumb Home > page, title, sections and the pages it refers to. */
export function LegalPage(props: { readonly doc: PolicyDocument; readonly copy: PolicyPageCopy }) {
  const { doc, copy } = props;
  const locale = useLocale();
  return (
    <Container size="md" className={styles.page}>
      <Breadcrumb
        className={styles.crumbs}
        items={[{ label: copy.home, href: PATHS.home }, { label: doc.breadcrumb }]}
        renderLink={routerLink}
      />
      <h1 className={styles.title}>{doc.title}</h1>
      <p className={styles.updated}>
        {copy.updated}{' '}
        <time dateTime={doc.updatedAt}>{formatCalendarDate(doc.updatedAt, locale)}</time>
      </p>
      {doc.intro.map((paragraph) => (
        <p key={paragraph} className={styles.intro}>
          {paragraph}
        </p>
      ))}
      {doc.sections.map((section) => (
        <section key={section.heading} className={styles.section}>
          <h2 className={styles.heading}>{section.heading}</h2>
          {section.blocks.map((block, index) =>
            block.type === 'paragraph' ? (
              <p key={index}>{block.text}</p>
            ) : (
              <ul key={index}>
                {block.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ),
          )}
        </section>
      ))}
      {doc.links.length > 0 && (
        <nav aria-label={copy.relatedLabel} className={styles.related}>
          <h2 className={styles.heading}>{copy.relatedHeading}</h2>
          <ul>
            {doc.links.map((link) => (
              <li key={link.href}>
                <AppLink to={link.href}>{link.label}</AppLink>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </Container>
  );
}
