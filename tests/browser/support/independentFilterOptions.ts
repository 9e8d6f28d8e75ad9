import type { OpportunityType } from '../../../domain/opportunities/opportunityType.ts';
import type { Queryable } from '../../../sync-server/db/database.ts';

/**
 * The choices the filter panel of a list should offer (spec 001 §2.2), read straight from the server's opportunities
 * table: the makes with the dealer's brand first, then a separator (read as ---), then the others A to Z, case
 * aside; for each make its model years and its models A to Z; the range of the rows' equity in whole dollars that
 * hold every row.
 */
export type FilterChoices = { makes: string[]; yearsOf: (make: string) => number[]; modelsOf: (make: string) => string[]; equity: [number, number] };

const OF_LIST = "FROM opportunities WHERE dealer = $1 AND NOT deleted AND doc->>'type' = $2";

export async function independentFilterOptions(db: Queryable, dealer: string, type: OpportunityType, brand: string): Promise<FilterChoices> {
  const makes = await db.query<{ make: string; brand: boolean }>(
    `SELECT make, lower(make) = lower($3) AS brand FROM (SELECT DISTINCT doc->>'make' AS make ${OF_LIST}) AS makes
     ORDER BY brand DESC, lower(make) COLLATE "C", make COLLATE "C"`,
    [dealer, type, brand],
  );
  const models = await db.query<{ make: string; model: string; years: number[] }>(
    `SELECT make, model, years FROM (
       SELECT doc->>'make' AS make, doc->>'model' AS model, array_agg(DISTINCT (doc->>'year')::int) AS years ${OF_LIST} GROUP BY 1, 2
     ) AS models ORDER BY lower(model) COLLATE "C", model COLLATE "C"`,
    [dealer, type],
  );
  const [bounds] = await db.query<{ low: number; high: number }>(
    `SELECT floor(min((doc->>'equity')::numeric))::float8 AS low, ceil(max((doc->>'equity')::numeric))::float8 AS high ${OF_LIST}`,
    [dealer, type],
  );
  const brandFirst = makes.filter((row) => row.brand).map((row) => row.make);
  const others = makes.filter((row) => !row.brand).map((row) => row.make);
  const ofMake = (make: string) => models.filter((row) => row.make === make);
  return {
    makes: brandFirst.length > 0 && others.length > 0 ? [...brandFirst, '---', ...others] : [...brandFirst, ...others],
    yearsOf: (make) => [...new Set(ofMake(make).flatMap((row) => row.years))],
    modelsOf: (make) => ofMake(make).map((row) => row.model),
    equity: [bounds?.low ?? 0, bounds?.high ?? 0],
  };
}
