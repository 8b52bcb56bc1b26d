// The shop's calendar is the domain's (Malaysian days, midnight to midnight in Kuala Lumpur).
export { addMalaysianDays as addDays, malaysianDay, startOfMalaysianDay } from '@nyiur/domain';
