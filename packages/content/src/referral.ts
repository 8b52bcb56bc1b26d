/** The house referral code, suggested at registration when a shopper has none (spec §5, §9). */
export const referral = {
  houseCode: 'MNA001',
} as const;
