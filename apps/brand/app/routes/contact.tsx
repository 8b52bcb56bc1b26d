import { contactCopyOf, type ContactCopy } from '@nyiur/content';
import type { ReactNode } from 'react';
import { Section } from '../components/section/section';
import { contactLinesOf, hasLocateUs, telOf, type ContactLine } from '../lib/shown-settings';
import styles from './contact.module.css';
import { metaLocale, pageMeta, requestLocale, useShopSettings } from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';
import { LazyEnquiryForm } from '../components/enquiry-form/lazy-enquiry-form';
import type { Route } from './+types/contact';

/** Runs when the page is prerendered: the copy in the page's language only, in its HTML and data. */
export function loader({ request }: Route.LoaderArgs) {
  return { copy: contactCopyOf(requestLocale(request)) };
}

export const meta = ({ loaderData, location }: Route.MetaArgs) =>
  pageMeta({
    locale: metaLocale({ location }),
    ...loaderData.copy.meta,
    path: PATHS.contact,
  });

const lineValue = (line: ContactLine): ReactNode => {
  if (line.kind === 'phone') return <a href={`tel:${telOf(line.value)}`}>{line.value}</a>;
  if (line.kind === 'email') return <a href={`mailto:${line.value}`}>{line.value}</a>;
  if (line.kind === 'address') return <address>{line.value}</address>;
  return line.value;
};

/**
 * Locate Us, from the contact details the owner set in the back office (Settings), read when the
 * page opens: nothing is built into the prerendered page, a line not set is not shown, and while
 * none is set (a new shop) there is no section at all, heading included.
 */
function LocateUs({ copy }: { readonly copy: ContactCopy }) {
  const contact = useShopSettings().data?.contact;
  if (!contact || !hasLocateUs(contact)) return null;
  const lines = contactLinesOf(contact);
  return (
    <Section id="locate-us" title={copy.locateUsTitle}>
      <div className={styles.locate}>
        {lines.length > 0 && (
          <dl className={styles.details} data-testid="contact-details">
            {lines.map((line) => (
              <div key={line.kind}>
                <dt>{copy.terms[line.kind]}</dt>
                <dd>{lineValue(line)}</dd>
              </div>
            ))}
          </dl>
        )}
        {contact.map_embed_url && (
          <div className={styles.mapBox}>
            <iframe
              className={styles.map}
              title={contact.address ? `${copy.mapTitle}: ${contact.address}` : copy.mapTitle}
              src={contact.map_embed_url}
              width={600}
              height={400}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
            {contact.address && (
              <a
                className={styles.mapLink}
                href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.address)}`}
                target="_blank"
                rel="noopener noreferrer"
              >
                {copy.mapLink}
              </a>
            )}
          </div>
        )}
      </div>
    </Section>
  );
}

/** The contact form and the Locate Us block with the map. */
export default function Contact({ loaderData }: Route.ComponentProps) {
  const { copy } = loaderData;
  return (
    <>
      <Section
        id="contact"
        headingLevel="h1"
        title={copy.title}
        intro={copy.intro}
        tone="muted"
        size="md"
      >
        <LazyEnquiryForm kind="contact" />
      </Section>
      <LocateUs copy={copy} />
    </>
  );
}
