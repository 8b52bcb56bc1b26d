import { describe, expect, it } from 'vitest';
import { conditionsOfSale } from './conditions-of-sale';
import { faqPage } from './faq';
import { policyText } from './policy-document';
import { privacyPolicy } from './privacy-policy';
import { refundPolicy } from './refund-policy';
import { medicalDisclaimer, shippingInfo } from './shipping-info';

describe('policies', () => {
  it('gives the refund policy the spec terms', () => {
    const text = policyText(refundPolicy);
    expect(text).toContain('within 30 days of purchase');
    expect(text).toContain('full refund');
    expect(text).toContain('e-gift card credit equal to the value of the product');
    expect(text).toMatch(/clearance[^.]*final sale/i);
    expect(text).toContain('not eligible for price adjustments');
  });

  it('gives the refund page its breadcrumb and links', () => {
    expect(refundPolicy.path).toBe('/return-policy');
    expect(refundPolicy.breadcrumb).toBe('Refund Policy');
    expect(refundPolicy.links.map((l) => l.href)).toEqual(['/contact', '/condition-of-sale']);
  });

  it('states the shipping facts of the spec in the conditions of sale', () => {
    const text = policyText(conditionsOfSale);
    expect(text).toContain('Malaysia only');
    expect(text).toContain('over MYR200 ship free');
    expect(text).toContain('5 - 7 working days');
    expect(text).toContain('Monday to Friday, excluding Malaysian public holidays');
    expect(text).toContain('at least 13 years old');
    expect(text).toContain('10 kg');
    expect(text).toContain('RM3,000');
  });

  it('names the PDPA, the payment gateway and the minimum age in the privacy policy', () => {
    const text = policyText(privacyPolicy);
    expect(text).toContain('Personal Data Protection Act 2010');
    expect(text).toContain('iPay88');
    expect(text).toContain('at least 13 years old');
    // The same figure as SENT_MAIL_RETENTION_DAYS on the server.
    expect(text).toContain('deleted 90 days after sending');
  });

  it('keeps the shipping constants consistent with the spec', () => {
    expect(shippingInfo.freeShippingOverSen).toBe(20000);
    expect(shippingInfo.maxOrderWeightGrams).toBe(10000);
    expect(shippingInfo.maxTransactionSen).toBe(300000);
    expect(shippingInfo.minimumAge).toBe(13);
    expect(shippingInfo.countries).toEqual(['Malaysia']);
  });

  it('answers shipping, payment, usage and refund questions in the FAQ', () => {
    const topics = new Set(faqPage.items.map((i) => i.topic));
    for (const topic of ['shipping', 'payment', 'usage', 'refunds'] as const) {
      expect(topics.has(topic), topic).toBe(true);
    }
    for (const item of faqPage.items) {
      expect(faqPage.topics.some((t) => t.key === item.topic)).toBe(true);
    }
    const all = faqPage.items.map((i) => i.answer).join(' ');
    expect(all).toContain('FPX');
    expect(all).toContain('e-wallet');
    expect(all).toContain('iPay88');
    expect(all).toContain('30 days');
    expect(all).toContain('MNA001');
  });

  it('has unique section headings and no empty blocks', () => {
    for (const doc of [conditionsOfSale, privacyPolicy, refundPolicy]) {
      const headings = doc.sections.map((s) => s.heading);
      expect(new Set(headings).size, doc.path).toBe(headings.length);
      for (const section of doc.sections) {
        expect(section.blocks.length, section.heading).toBeGreaterThan(0);
      }
    }
  });

  it('keeps the medical disclaimer free of medical claims', () => {
    expect(medicalDisclaimer).toContain('not intended to diagnose, treat, cure or prevent');
    expect(medicalDisclaimer).toContain('consult your doctor');
  });
});
