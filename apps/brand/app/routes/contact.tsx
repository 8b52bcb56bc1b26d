import { siteConfig } from '@nyiur/content';
import type { ReactNode } from 'react';
import { Section } from '../components/section/section';
import { contactLinesOf, hasLocateUs, telOf, type ContactLine } from '../lib/shown-settings';
import styles from './contact.module.css';
import { metaLocale, type MetaPlace, pageMeta, useShopSettings } from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';
import { LazyEnquiryForm } from '../components/enquiry-form/lazy-enquiry-form';

export const meta = (args: MetaPlace) =>
  pageMeta({
    locale: metaLocale(args),
    title: 'Contact Us',
    description: `Questions about ${siteConfig.brandName} MCT sachets, an order or a partnership? Send us a message or find us in Malaysia.`,
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
function LocateUs() {
  const contact = useShopSettings().data?.contact;
  if (!contact || !hasLocateUs(contact)) return null;
  const lines = contactLinesOf(contact);
  return (
    <Section id="locate-us" title="Locate Us">
      <div className={styles.locate}>
        {lines.length > 0 && (
          <dl className={styles.details} data-testid="contact-details">
            {lines.map((line) => (
              <div key={line.kind}>
                <dt>{line.term}</dt>
                <dd>{lineValue(line)}</dd>
              </div>
            ))}
          </dl>
        )}
        {contact.map_embed_url && (
          <div className={styles.mapBox}>
            <iframe
              className={styles.map}
              title={contact.address ? `Map: ${contact.address}` : 'Map'}
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
                Open the map in a new tab
              </a>
            )}
          </div>
        )}
      </div>
    </Section>
  );
}

/** The contact form and the Locate Us block with the map. */
export default function Contact() {
  return (
    <>
      <Section
        id="contact"
        headingLevel="h1"
        title="Get In Touch!"
        intro="Ask us anything about our sachets, your order or working together. We reply within two working days."
        tone="muted"
        size="md"
      >
        <LazyEnquiryForm kind="contact" />
      </Section>
      <LocateUs />
    </>
  );
}
