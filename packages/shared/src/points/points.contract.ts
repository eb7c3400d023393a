import { z } from "zod";
import { idParamSchema, idSchema, textSchema } from "../http/common.contract.ts";

/**
 * The points game (issue 11 §3, DESIGN §7 `/pontok` Játék). Paths and field names are the issue's
 * contract: `GET /api/points/balance`, `GET/POST /api/points`, `GET /api/points/leaderboard?period=`.
 * Added here: `GET/PUT /api/points/settings` (the tenant's allowance rules), `POST /api/points/award`
 * (hr: award or adjust), `GET /api/points/pairs` (hr: pairs who mostly thank each other) and the
 * payroll report of redeemed value (`GET /api/points/giftReport?year=`, `.xlsx` at
 * `/report/points/gifts?year=`).
 */

/** Ledger entry kinds: the ledger is append-only; a balance is the sum of an employee's entries. */
export const ledgerKindSchema = z.enum(["give", "award", "redeem", "refund", "adjust"]);
export type LedgerKind = z.infer<typeof ledgerKindSchema>;

/** Shortest reason of a give or award, in characters (issue 11 §3). */
export const REASON_MIN_LENGTH = 10;
/** Default monthly allowance of points to give, per employee (issue 11 §3). */
export const DEFAULT_MONTHLY_ALLOWANCE = 100;
/** Default most points one employee may give one colleague in a month. */
export const DEFAULT_PER_RECIPIENT_MONTHLY_CAP = 50;
/** Largest single give, award or adjustment, points. */
export const POINTS_MAX = 100_000;

const reasonSchema = textSchema(500, {
  min: REASON_MIN_LENGTH,
  minMessage: `Az indoklás legalább ${REASON_MIN_LENGTH} karakter legyen.`,
});

/** `GET /api/points/balance`: the caller's spendable points, earned points and allowance left this month. */
export const pointsBalanceSchema = z.object({
  /** Spendable in the shop: every ledger entry summed (received + awards − redemptions + refunds ± adjustments). */
  balance: z.number().int(),
  /** Received from colleagues and awarded (all time): what the leaderboard counts. */
  earned: z.number().int(),
  /** Points the caller may still give this calendar month (Europe/Budapest). */
  allowanceLeft: z.number().int(),
  monthlyAllowance: z.number().int(),
  perRecipientMonthlyCap: z.number().int(),
});
export type PointsBalance = z.infer<typeof pointsBalanceSchema>;

/** `POST /api/points`: thank a colleague with points from the monthly allowance. */
export const givePointsInputSchema = z.object({
  toEmployeeId: idSchema,
  points: z
    .number({ error: "A pontszám egész szám legyen." })
    .int("A pontszám egész szám legyen.")
    .min(1, "Legalább 1 pontot adj.")
    .max(POINTS_MAX, `Legfeljebb ${POINTS_MAX} pont adható egyszerre.`),
  reason: reasonSchema,
});
export type GivePointsInput = z.infer<typeof givePointsInputSchema>;

/** One thanks in the feed (`GET /api/points`, the answer of `POST /api/points`). */
export const pointsGiftSchema = z.object({
  id: z.number().int(),
  fromEmployeeId: z.number().int(),
  fromName: z.string(),
  toEmployeeId: z.number().int(),
  toName: z.string(),
  points: z.number().int(),
  reason: z.string(),
  createdAt: z.string(),
});
export type PointsGift = z.infer<typeof pointsGiftSchema>;

/** `GET /api/points?employeeId=&limit=`: the newest thanks of the tenant, or those to/from one employee. */
export const listPointsQuerySchema = z.object({
  employeeId: idParamSchema.optional(),
  limit: z.coerce
    .number({ error: "A limit 1 és 200 közötti egész szám." })
    .int("A limit 1 és 200 közötti egész szám.")
    .min(1, "A limit 1 és 200 közötti egész szám.")
    .max(200, "A limit 1 és 200 közötti egész szám.")
    .default(50),
});
export type ListPointsQuery = z.output<typeof listPointsQuerySchema>;

export const leaderboardPeriodSchema = z.enum(["month", "year", "all"], {
  error: "Az időszak month, year vagy all lehet.",
});
export type LeaderboardPeriod = z.infer<typeof leaderboardPeriodSchema>;

export const leaderboardQuerySchema = z.object({ period: leaderboardPeriodSchema.default("month") });

/** One row of the leaderboard: competition ranking (ties share a rank, 1, 1, 3). */
export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  employeeId: z.number().int(),
  name: z.string(),
  department: z.string().nullable(),
  earned: z.number().int(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

/** Most rows `GET /api/points/leaderboard` lists. */
export const LEADERBOARD_SIZE = 50;

/** `GET /api/points/leaderboard?period=month|year|all`: the top earners and the caller's own place. */
export const leaderboardSchema = z.object({
  period: leaderboardPeriodSchema,
  /** Start of the period (ISO instant; null for all time), Europe/Budapest month or year. */
  since: z.string().nullable(),
  entries: z.array(leaderboardEntrySchema),
  /** The caller's rank and earned points in the period; rank null when they earned nothing. */
  me: z.object({ rank: z.number().int().nullable(), earned: z.number().int() }),
});
export type Leaderboard = z.infer<typeof leaderboardSchema>;

/** `GET/PUT /api/points/settings`: the tenant's rules of giving (PUT: companyAdmin). */
export const pointsSettingsSchema = z.object({
  monthlyAllowance: z
    .number({ error: "A havi keret egész szám legyen." })
    .int("A havi keret egész szám legyen.")
    .min(0, "A havi keret nem lehet negatív.")
    .max(POINTS_MAX, `A havi keret legfeljebb ${POINTS_MAX} pont lehet.`),
  perRecipientMonthlyCap: z
    .number({ error: "A személyenkénti korlát egész szám legyen." })
    .int("A személyenkénti korlát egész szám legyen.")
    .min(1, "A személyenkénti korlát legalább 1 pont.")
    .max(POINTS_MAX, `A személyenkénti korlát legfeljebb ${POINTS_MAX} pont lehet.`),
});
export type PointsSettings = z.infer<typeof pointsSettingsSchema>;

/** `POST /api/points/award` (hr): an award (positive, counts as earned) or an adjustment (±, spendable only). */
export const awardPointsInputSchema = z.object({
  employeeId: idSchema,
  kind: z.enum(["award", "adjust"], { error: "A típus award vagy adjust lehet." }),
  points: z
    .number({ error: "A pontszám egész szám legyen." })
    .int("A pontszám egész szám legyen.")
    .min(-POINTS_MAX, `Legfeljebb ${POINTS_MAX} pont vonható le.`)
    .max(POINTS_MAX, `Legfeljebb ${POINTS_MAX} pont adható.`)
    .refine((v) => v !== 0, "A pontszám nem lehet 0."),
  reason: reasonSchema,
});
export type AwardPointsInput = z.infer<typeof awardPointsInputSchema>;

/** The answer of `POST /api/points/award`: the ledger entry written. */
export const ledgerEntrySchema = z.object({
  id: z.number().int(),
  kind: ledgerKindSchema,
  employeeId: z.number().int(),
  points: z.number().int(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type LedgerEntry = z.infer<typeof ledgerEntrySchema>;

/** `GET /api/points/pairs` (hr): two colleagues who mostly give to each other (last 12 months). */
export const reciprocalPairSchema = z.object({
  aId: z.number().int(),
  aName: z.string(),
  bId: z.number().int(),
  bName: z.string(),
  aToB: z.number().int(),
  bToA: z.number().int(),
  /** Share of everything `a` gave that went to `b`, 0–1. */
  aShare: z.number(),
  bShare: z.number(),
});
export type ReciprocalPair = z.infer<typeof reciprocalPairSchema>;

export const yearQuerySchema = z.object({
  year: z.coerce
    .number({ error: "Az év 2000 és 2100 közötti egész szám." })
    .int("Az év 2000 és 2100 közötti egész szám.")
    .min(2000, "Az év 2000 és 2100 közötti egész szám.")
    .max(2100, "Az év 2000 és 2100 közötti egész szám."),
});

/** One employee's row of the payroll gift report: fulfilled redemptions of the year. */
export const giftReportRowSchema = z.object({
  employeeId: z.number().int(),
  name: z.string(),
  redemptions: z.number().int(),
  totalValueHuf: z.number().int(),
  /** Redemptions that count as csekély értékű ajándék (Szja tv. 70. § (2)). */
  smallGiftCount: z.number().int(),
  smallGiftValueHuf: z.number().int(),
  /** Value of the other redemptions (over the limit, past the third occasion, or of unknown value). */
  otherValueHuf: z.number().int(),
  /** Redemptions whose product had no HUF value. */
  unknownValueCount: z.number().int(),
});
export type GiftReportRow = z.infer<typeof giftReportRowSchema>;

/** `GET /api/points/giftReport?year=` (hr): redeemed value per employee for payroll. */
export const giftReportSchema = z.object({
  year: z.number().int(),
  smallGiftLimitHuf: z.number().int(),
  source: z.string(),
  rows: z.array(giftReportRowSchema),
});
export type GiftReport = z.infer<typeof giftReportSchema>;
