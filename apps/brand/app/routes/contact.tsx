import { siteConfig } from '@nyiur/content';
import { EnquiryForm } from '../components/enquiry-form/enquiry-form';
import { Section } from '../components/section/section';
import styles from './contact.module.css';
import { pageMeta } from '@nyiur/shell';

export const meta = () =>
  pageMeta({
    title: 'Contact Us',
    description: `Questions about ${siteConfig.brandName} MCT sachets, an order or a partnership? Send us a message or find us in Malaysia.`,
    path: '/contact',
  });

/** The contact form and the Locate Us block with the map. */
export default function Contact() {
  const { contact } = siteConfig;
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
        <div className={styles.locate}>
          <dl className={styles.details}>
            <div>
              <dt>Phone</dt>
              <dd>
                <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
              </dd>
            </div>
            <div>
              <dt>Company registration</dt>
              <dd>{contact.companyRegistration}</dd>
            </div>
            <div>
              <dt>Address</dt>
              <dd>
                <address>{contact.address}</address>
              </dd>
            </div>
            <div>
              <dt>Email</dt>
              <dd>
                <a href={`mailto:${contact.email}`}>{contact.email}</a>
              </dd>
            </div>
          </dl>
          <div className={styles.mapBox}>
            <iframe
              className={styles.map}
              title={`Map: ${contact.address}`}
              src={contact.mapEmbedUrl}
              width={600}
              height={400}
              loading="lazy"
              referrerPolicy="no-referrer-when-downgrade"
            />
            <a
              className={styles.mapLink}
              href={`https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(contact.address)}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              Open the map in a new tab
            </a>
          </div>
        </div>
      </Section>
    </>
  );
}
