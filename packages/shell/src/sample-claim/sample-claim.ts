const keyOf = (contactId: number) => `nyiur.sample-claim.${contactId}`;

/**
 * Keeps the free-sample registration's claim token for this tab: the sign-up page (brand) hands
 * it to the guest checkout (shop), which is a full page load away on the same origin.
 */
export function rememberSampleClaim(contactId: number, claimToken: string): void {
  try {
    sessionStorage.setItem(keyOf(contactId), claimToken);
  } catch {
    // Storage refused (private mode): the link in the e-mail still carries the claim.
  }
}

/**
 * The claim token for a registration: from the e-mail link's fragment (`#claim=…`), which is then
 * kept for the tab and taken out of the address bar, or else the one this tab kept.
 */
export function sampleClaimFor(contactId: number): string | null {
  const fromLink = new URLSearchParams(window.location.hash.slice(1)).get('claim');
  if (fromLink) {
    rememberSampleClaim(contactId, fromLink);
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    return fromLink;
  }
  try {
    return sessionStorage.getItem(keyOf(contactId));
  } catch {
    return null;
  }
}
