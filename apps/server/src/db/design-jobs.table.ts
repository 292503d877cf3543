import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files.table.ts';
import { safeBigintColumn } from './safe-bigint-column.ts';
import { users } from './users.table.ts';

const statusList = sql.raw(
  "('published', 'reviewing', 'quoted', 'paid', 'designing', 'roundDelivered', 'changesRequested', 'roundApproved', 'finalUploaded', 'downloaded', 'feedbackGiven', 'cancelled')",
);

/**
 * Layout design jobs (issue 16): the published spec, the status of the domain's design machine (design-status/), the
 * quote (fen) and promised cycle, what the ledger received (`paid_fen`, kept equal to the job's verified payment
 * rows), the engineer, the final package time, the feedback. `seq` numbers the job (`job_no` DJyyyymmdd-000001).
 */
export const designJobs = pgTable(
  'design_jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    seq: serial('seq').notNull(),
    jobNo: text('job_no').notNull().unique(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').notNull(),
    pins: integer('pins').notNull(),
    layers: integer('layers').notNull(),
    bgaPins: integer('bga_pins').notNull().default(0),
    bgaPitchMm: doublePrecision('bga_pitch_mm'),
    diffPairGbps: doublePrecision('diff_pair_gbps'),
    minTraceMil: doublePrecision('min_trace_mil'),
    boardLengthMm: doublePrecision('board_length_mm').notNull(),
    boardWidthMm: doublePrecision('board_width_mm').notNull(),
    description: text('description').notNull(),
    wishedDate: date('wished_date'),
    quotedPriceFen: safeBigintColumn('quoted_price_fen'),
    cycleMinDays: integer('cycle_min_days'),
    cycleMaxDays: integer('cycle_max_days'),
    paidFen: safeBigintColumn('paid_fen').notNull().default(0),
    refundedFen: safeBigintColumn('refunded_fen').notNull().default(0),
    engineerUserId: uuid('engineer_user_id').references(() => users.id, { onDelete: 'restrict' }),
    isQuestionOpen: boolean('is_question_open').notNull().default(false),
    finalUploadedAt: timestamp('final_uploaded_at', { withTimezone: true }),
    downloads: integer('downloads').notNull().default(0),
    feedbackStars: integer('feedback_stars'),
    feedbackText: text('feedback_text'),
    feedbackAt: timestamp('feedback_at', { withTimezone: true }),
    /** The customer offered the feedback to the showcase; it shows there once staff approve (`feedback_showcase_status`). */
    isFeedbackShareOffered: boolean('is_feedback_share_offered').notNull().default(false),
    /** The shared feedback in the showcase's moderation, as an order rating's `showcase_status`. */
    feedbackShowcaseStatus: text('feedback_showcase_status', { enum: ['private', 'pending', 'approved', 'rejected'] })
      .notNull()
      .default('private'),
    enteredStatusAt: timestamp('entered_status_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    startedAt: timestamp('started_at', { withTimezone: true }),
    /** The promised date: payment day plus the longest cycle in working days (China time), set at payment. */
    dueDate: date('due_date'),
  },
  (table) => [
    check('design_jobs_status_check', sql`${table.status} in ${statusList}`),
    check('design_jobs_pins_check', sql`${table.pins} between 1 and 60000`),
    check('design_jobs_layers_check', sql`${table.layers} between 1 and 40`),
    check('design_jobs_bga_check', sql`${table.bgaPins} between 0 and 2500`),
    check('design_jobs_paid_check', sql`${table.paidFen} >= 0 and ${table.refundedFen} >= 0`),
    check('design_jobs_stars_check', sql`${table.feedbackStars} is null or ${table.feedbackStars} between 1 and 5`),
    check(
      'design_jobs_showcase_check',
      sql`${table.feedbackShowcaseStatus} in ('private', 'pending', 'approved', 'rejected')`,
    ),
    index('design_jobs_showcase_idx').on(table.feedbackShowcaseStatus),
    index('design_jobs_owner_idx').on(table.ownerUserId, table.publishedAt),
    index('design_jobs_status_idx').on(table.status, table.publishedAt),
    index('design_jobs_engineer_idx').on(table.engineerUserId, table.status),
    // The staff queue's order (newest first) without a status or an engineer (bench:admin-lists, 100 000 jobs).
    index('design_jobs_published_idx').on(table.publishedAt, table.seq),
    index('design_jobs_engineer_published_idx').on(table.engineerUserId, table.publishedAt),
  ],
);

/** Files of a job: the customer's spec files, each round's deliverables, the final package (files module rows). */
export const designJobFiles = pgTable(
  'design_job_files',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => designJobs.id, { onDelete: 'cascade' }),
    fileId: uuid('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'restrict' }),
    place: text('place', { enum: ['spec', 'round', 'final'] }).notNull(),
    round: integer('round'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('design_job_files_place_check', sql`${table.place} in ('spec', 'round', 'final')`),
    check('design_job_files_round_check', sql`(${table.place} = 'round') = (${table.round} is not null)`),
    // A file belongs to one place of one job: a round's file cannot be named again as the next round's.
    unique('design_job_files_file_unique').on(table.fileId),
    index('design_job_files_job_idx').on(table.jobId, table.place, table.round),
  ],
);

/** The numbered rounds and the customer's one answer to each; `reminded_at` marks the once-per-round reminder. */
export const designJobRounds = pgTable(
  'design_job_rounds',
  {
    jobId: uuid('job_id')
      .notNull()
      .references(() => designJobs.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull(),
    answerKind: text('answer_kind', { enum: ['approved', 'changesRequested'] }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    comment: text('comment'),
    pinFileId: uuid('pin_file_id').references(() => files.id, { onDelete: 'restrict' }),
    pinPage: integer('pin_page'),
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.jobId, table.number] }),
    check('design_job_rounds_number_check', sql`${table.number} >= 1`),
    check(
      'design_job_rounds_answer_check',
      sql`${table.answerKind} is null or ${table.answerKind} in ('approved', 'changesRequested')`,
    ),
    index('design_job_rounds_waiting_idx')
      .on(table.deliveredAt)
      .where(sql`${table.answerKind} is null and ${table.remindedAt} is null`),
  ],
);

/** Every step of a job, never edited: the timeline. */
export const designJobHistory = pgTable(
  'design_job_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => designJobs.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    actorRole: text('actor_role').notNull(),
    round: integer('round'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('design_job_history_job_idx').on(table.jobId, table.id)],
);

/** Each download of the final package, by the owner or staff (staff downloads move nothing). */
export const designJobDownloads = pgTable(
  'design_job_downloads',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    jobId: uuid('job_id')
      .notNull()
      .references(() => designJobs.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    actorKind: text('actor_kind', { enum: ['client', 'staff'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('design_job_downloads_kind_check', sql`${table.actorKind} in ('client', 'staff')`),
    index('design_job_downloads_job_idx').on(table.jobId, table.id),
  ],
);
