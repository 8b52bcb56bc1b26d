import { siteConfig } from '@nyiur/content';
import { Section } from '../components/section/section';
import styles from './contact.module.css';
import { pageMeta, useShopSettings } from '@nyiur/shell';
import { PATHS } from '@nyiur/domain';
import { EnquiryForm } from '../components/enquiry-form/enquiry-form';

export const meta = () =>
  pageMeta({
    title: 'Contact Us',
    description: `Questions about ${siteConfig.brandName} MCT sachets, an order or a partnership? Send us a message or find us in Malaysia.`,
    path: PATHS.contact,
  });

/** Digits and a leading + for a tel: link, e.g. "+60 3-7890 1234" -> "+60378901234". */
const telOf = (phone: string): string => phone.replace(/[^+\d]/g, '');

/**
 * The contact details the owner set in the back office (Settings), read when the page opens:
 * nothing is built into the prerendered page, a line not set is not shown, and the block keeps
 * its room while loading so nothing below it moves.
 */
function LocateUs() {
  const settings = useShopSettings();
  const contact = settings.data?.contact;
  const lines = contact
    ? [
        contact.phone && {
          term: 'Phone',
          value: <a href={`tel:${telOf(contact.phone)}`}>{contact.phone}</a>,
        },
        contact.company_registration && {
          term: 'Company registration',
          value: contact.company_registration,
        },
        contact.address && { term: 'Address', value: <address>{contact.address}</address> },
        contact.email && {
          term: 'Email',
          value: <a href={`mailto:${contact.email}`}>{contact.email}</a>,
        },
      ].filter((line) => Boolean(line))
    : [];
  const showMap = settings.isPending || Boolean(contact?.map_embed_url);
  return (
    <div className={styles.locate} aria-busy={settings.isPending || undefined}>
      <dl className={styles.details} data-testid="contact-details">
        {lines.map(
          (line) =>
            line && (
              <div key={line.term}>
                <dt>{line.term}</dt>
                <dd>{line.value}</dd>
              </div>
            ),
        )}
      </dl>
      {showMap && (
        <div className={styles.mapBox}>
          {contact?.map_embed_url ? (
            <iframe
              className={styles.map}
              title={contact.address ? `Map: ${contact.address}` : 'Map'}
              src={contact.map_embed_url}
              width={600}
              height={400}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
          ) : (
            <div className={styles.map} />
          )}
          {contact?.address && (
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
        <EnquiryForm kind="contact" />
      </Section>
      <Section id="locate-us" title="Locate Us">
        <LocateUs />
      </Section>
    </>
  );
}
