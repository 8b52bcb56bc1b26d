import { MALAYSIA_TIME_ZONE } from '@nyiur/domain';
import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';

// The domain's calendar in SQL, for a day or month read per row; the zone is the domain's name
// for it, passed as a parameter, so no query spells an offset of its own.

/** The Malaysian day of a timestamp, as a `date`. */
export const malaysianDayOf = (at: SQLWrapper): SQL =>
  sql`(${at} at time zone ${MALAYSIA_TIME_ZONE}::text)::date`;

/** The Malaysian month of a timestamp, YYYY-MM. */
export const malaysianMonthOf = (at: SQLWrapper): SQL =>
  sql`to_char(${at} at time zone ${MALAYSIA_TIME_ZONE}::text, 'YYYY-MM')`;
