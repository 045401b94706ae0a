import "@/lib/validation/zod-config";
import { and, eq, sql } from "drizzle-orm";
import { db, schema } from "@/db";
import { qualified } from "@/db/sql";
import { notFound } from "@/lib/errors";
import { defineUseCase } from "@/lib/use-case";
import { restrictedIdsSql } from "@/lib/visibility";
import { catalogueVariety, REPORTS_BEFORE_SHOWN } from "./index";
import { varietyReportsInput } from "./schemas";

const { seedLotReports } = schema;

export const VARIETY_NOT_FOUND = "Variety not found";

export type RegionGermination = { region: string; reports: number; germination_percent: number; true_to_type_percent: number };
export type VarietyReports = { variety: string; variety_name: string; regions: RegionGermination[] };

/**
 * GET /api/crops/{slug}/varieties/{variety}/reports: germination by region from grow-out reports.
 * A region shows once it has REPORTS_BEFORE_SHOWN reports (fewer → nothing: a handful of reports
 * says little, and could point at the gardeners who sent them). Reports of suspended or banned gardeners do not count.
 */
export const varietyReports = defineUseCase({
  name: "seed-lots.variety-reports",
  caller: "anyone",
  input: varietyReportsInput,
  run: async (_viewer, { slug, variety }): Promise<VarietyReports> => {
    const found = catalogueVariety(`${slug}/${variety}`);
    if (!found) throw notFound(VARIETY_NOT_FOUND);
    const regions = await germinationByRegion(found.crop.slug, found.variety.slug);
    return { variety: found.variety.key, variety_name: found.variety.name, regions: regions.map(({ variety: _v, ...r }) => r) };
  },
});

/**
 * Germination by region for a crop's varieties (one of them with `variety`), most reports first: only
 * regions with REPORTS_BEFORE_SHOWN reports or more, and no report of a suspended or banned gardener.
 */
export async function germinationByRegion(crop: string, variety?: string): Promise<(RegionGermination & { variety: string })[]> {
  const rows = await db()
    .select({
      variety: seedLotReports.variety,
      region: seedLotReports.region,
      reports: sql<number>`count(*)::int`,
      sown: sql<number>`sum(${seedLotReports.sown})::int`,
      cameUp: sql<number>`sum(${seedLotReports.cameUp})::int`,
      trueToType: sql<number>`count(*) filter (where ${seedLotReports.trueToType})::int`,
    })
    .from(seedLotReports)
    .where(and(eq(seedLotReports.crop, crop), variety ? eq(seedLotReports.variety, variety) : undefined, sql`${seedLotReports.region} is not null`, sql`${qualified(seedLotReports.userId)} not in ${restrictedIdsSql()}`))
    .groupBy(seedLotReports.variety, seedLotReports.region)
    .having(sql`count(*) >= ${REPORTS_BEFORE_SHOWN}`)
    .orderBy(sql`count(*) desc`, seedLotReports.variety, seedLotReports.region);
  return rows.map((r) => ({ variety: r.variety, region: r.region!, reports: r.reports, germination_percent: Math.round((100 * r.cameUp) / r.sown), true_to_type_percent: Math.round((100 * r.trueToType) / r.reports) }));
}
