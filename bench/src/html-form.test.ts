import { describe, expect, it } from 'vitest';
import { decodeEntities, parseFirstForm, submitWith } from './html-form';

const entryPage = `<!doctype html><html><body>
<form method="post" action="pay">
<input type="hidden" name="TransactionId" value="abc123">
<fieldset>
<label><input type="radio" name="PaymentId" value="2" checked> Card</label>
<label><input type="radio" name="PaymentId" value="6"> Maybank2u</label>
</fieldset>
<button type="submit" name="Action" value="approve" class="approve">Approve</button>
<button type="submit" name="Action" value="decline">Decline</button>
</form></body></html>`;

describe('parseFirstForm', () => {
  it('resolves the action against the page and keeps hidden and checked fields', () => {
    const form = parseFirstForm(
      entryPage,
      'http://127.0.0.1:4000/sandbox/ipay88/epayment/entry.asp',
    );
    expect(form?.method).toBe('post');
    expect(form?.action).toBe('http://127.0.0.1:4000/sandbox/ipay88/epayment/pay');
    expect(form?.fields).toEqual({ TransactionId: 'abc123', PaymentId: '2' });
    expect(form?.buttons.map((button) => button.value)).toEqual(['approve', 'decline']);
  });

  it('posts the clicked button as a browser does', () => {
    const form = parseFirstForm(entryPage, 'http://127.0.0.1:4000/x/entry.asp');
    if (!form) throw new Error('no form');
    expect(submitWith(form, 'approve')).toEqual({
      TransactionId: 'abc123',
      PaymentId: '2',
      Action: 'approve',
    });
    expect(() => submitWith(form, 'refund')).toThrow('no "refund" button');
  });

  it('decodes escaped attribute values of a redirect form', () => {
    const page = `<form method="post" action="http://127.0.0.1:4000/api/payments/ipay88/response" data-autosubmit>
<input type="hidden" name="ErrDesc" value="Declined &amp; &quot;done&quot; &#39;x&#39;">
<button type="submit">Continue</button></form>`;
    const form = parseFirstForm(page, 'http://127.0.0.1:4000/sandbox/ipay88/epayment/pay');
    expect(form?.action).toBe('http://127.0.0.1:4000/api/payments/ipay88/response');
    expect(form?.fields['ErrDesc']).toBe(`Declined & "done" 'x'`);
    expect(form?.buttons).toEqual([]);
  });

  it('answers null for a page without a form', () => {
    expect(parseFirstForm('<p>Not found</p>', 'http://127.0.0.1/')).toBeNull();
  });
});

describe('decodeEntities', () => {
  it('decodes named, decimal and hex references and leaves unknown ones', () => {
    expect(decodeEntities('&lt;a&gt; &#65;&#x42; &bogus;')).toBe('<a> AB &bogus;');
  });
});
