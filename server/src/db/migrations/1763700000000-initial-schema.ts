import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The whole data model (docs/architecture.md#database). Registration requires every profile field, but accounts imported
 * from the old system may lack a birthdate, gender or flags, so those columns stay nullable and the
 * dashboard's counting rules decide what such records count as.
 */
export class InitialSchema1763700000000 implements MigrationInterface {
  name = 'InitialSchema1763700000000';

  public async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE EXTENSION IF NOT EXISTS pg_trgm`);

    await q.query(`CREATE TYPE user_gender AS ENUM ('male', 'female')`);
    await q.query(`CREATE TYPE user_civil_status AS ENUM ('single', 'married', 'separated', 'widowed', 'divorced')`);
    await q.query(`CREATE TYPE user_id_verification_status AS ENUM ('unverified', 'pending', 'approved', 'rejected')`);
    await q.query(`CREATE TYPE user_type AS ENUM ('resident', 'admin')`);
    await q.query(`
      CREATE TABLE "user" (
        id                     serial PRIMARY KEY,
        email                  text NOT NULL CHECK (email ~ '^[^@\\s]+@[^@\\s]+\\.[^@\\s]+$'),
        password               text NOT NULL,
        nickname               text NOT NULL,
        first_name             text NOT NULL,
        middle_name            text NOT NULL DEFAULT '',
        last_name              text NOT NULL,
        gender                 user_gender,
        birthdate              date,
        birth_place            text,
        contact_number         text,
        civil_status           user_civil_status,
        is_employed            boolean,
        is_voter               boolean,
        religion               text,
        address                text,
        valid_id               text,
        id_verification_status user_id_verification_status NOT NULL DEFAULT 'unverified',
        user_type              user_type NOT NULL DEFAULT 'resident',
        created_at             timestamptz NOT NULL DEFAULT now(),
        updated_at             timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_user_email_ci ON "user" (lower(email))`);
    // Residents registry search: case-insensitive partial match on first or last name.
    await q.query(`CREATE INDEX idx_user_first_name_trgm ON "user" USING gin (lower(first_name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX idx_user_last_name_trgm ON "user" USING gin (lower(last_name) gin_trgm_ops)`);
    await q.query(`CREATE INDEX idx_user_id_verification_status ON "user" (id_verification_status)`);
    await q.query(`CREATE INDEX idx_user_type ON "user" (user_type)`);

    await q.query(`
      CREATE TABLE refresh_token (
        id         uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id    integer NOT NULL REFERENCES "user"(id) ON DELETE CASCADE,
        token_hash text NOT NULL,
        family_id  uuid NOT NULL,
        expires_at timestamptz NOT NULL,
        used_at    timestamptz,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_refresh_token_hash ON refresh_token (token_hash)`);
    await q.query(`CREATE INDEX idx_refresh_token_user ON refresh_token (user_id)`);
    await q.query(`CREATE INDEX idx_refresh_token_family ON refresh_token (family_id)`);

    await q.query(`CREATE TYPE project_status AS ENUM ('ongoing', 'finished')`);
    await q.query(`
      CREATE TABLE project (
        id            serial PRIMARY KEY,
        title         text NOT NULL,
        description   text NOT NULL DEFAULT '',
        status        project_status NOT NULL,
        date_started  date,
        date_ended    date,
        link          text,
        project_photo text,
        created_at    timestamptz NOT NULL DEFAULT now(),
        updated_at    timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chk_project_finished_has_end CHECK (status <> 'finished' OR date_ended IS NOT NULL),
        CONSTRAINT chk_project_dates_ordered CHECK (date_ended IS NULL OR date_started IS NULL OR date_ended >= date_started)
      )`);
    await q.query(`CREATE INDEX idx_project_title_trgm ON project USING gin (lower(title) gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE document_type (
        id          serial PRIMARY KEY,
        name        text NOT NULL CHECK (btrim(name) <> ''),
        description text NOT NULL DEFAULT '',
        fields      jsonb NOT NULL DEFAULT '[]'::jsonb CHECK (jsonb_typeof(fields) = 'array'),
        created_at  timestamptz NOT NULL DEFAULT now(),
        updated_at  timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE UNIQUE INDEX uq_document_type_name_ci ON document_type (lower(name))`);

    await q.query(`
      CREATE TYPE document_request_status AS ENUM
        ('pending', 'processing', 'pickup', 'approved', 'released', 'rejected', 'canceled')`);
    await q.query(`
      CREATE TABLE document_request (
        id               serial PRIMARY KEY,
        document_type_id integer NOT NULL REFERENCES document_type(id) ON DELETE RESTRICT,
        requester_id     integer NOT NULL REFERENCES "user"(id) ON DELETE RESTRICT,
        field_data       jsonb NOT NULL DEFAULT '{}'::jsonb CHECK (jsonb_typeof(field_data) = 'object'),
        status           document_request_status NOT NULL DEFAULT 'pending',
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_document_request_requester_status ON document_request (requester_id, status)`);
    await q.query(`CREATE INDEX idx_document_request_status_created ON document_request (status, created_at)`);
    await q.query(`CREATE INDEX idx_document_request_type ON document_request (document_type_id)`);

    await q.query(`
      CREATE TABLE barangay_official (
        id               serial PRIMARY KEY,
        official_picture text,
        position         text NOT NULL,
        name             text NOT NULL,
        contact_number   text NOT NULL,
        address          text NOT NULL,
        term_start       date,
        term_end         date,
        created_at       timestamptz NOT NULL DEFAULT now(),
        updated_at       timestamptz NOT NULL DEFAULT now()
      )`);

    // Event texts are checked without regard to case: the API writes the exact spellings, but records
    // imported with other cases must still load (the dashboard counts only the exact 'Ended').
    await q.query(`
      CREATE TABLE event (
        id                           serial PRIMARY KEY,
        event_name                   text NOT NULL,
        target_audience              text NOT NULL CHECK (lower(target_audience) IN ('adults', 'teens', 'senior citizens')),
        event_date                   date NOT NULL,
        expected_number_of_attendees integer NOT NULL CHECK (expected_number_of_attendees >= 0),
        actual_attendees             integer NOT NULL CHECK (actual_attendees >= 0),
        status                       text NOT NULL CHECK (lower(status) IN ('upcoming', 'ongoing', 'cancelled', 'ended')),
        event_photo                  text,
        created_at                   timestamptz NOT NULL DEFAULT now(),
        updated_at                   timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_event_date ON event (event_date)`);
    await q.query(`CREATE INDEX idx_event_name_trgm ON event USING gin (lower(event_name) gin_trgm_ops)`);

    await q.query(`
      CREATE TABLE announcement (
        id         serial PRIMARY KEY,
        title      text NOT NULL,
        content    text NOT NULL,
        featured   boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await q.query(`CREATE INDEX idx_announcement_featured ON announcement (created_at DESC) WHERE featured`);

    await q.query(`
      CREATE TABLE contact_details (
        id             serial PRIMARY KEY,
        contact_number varchar(11) NOT NULL,
        facebook_pagee text NOT NULL,
        email          text NOT NULL,
        address        text NOT NULL,
        created_at     timestamptz NOT NULL DEFAULT now(),
        updated_at     timestamptz NOT NULL DEFAULT now()
      )`);
    // A single record at most: every row has the same value in this index.
    await q.query(`CREATE UNIQUE INDEX uq_contact_details_single ON contact_details ((true))`);
  }

  public async down(q: QueryRunner): Promise<void> {
    for (const table of ['contact_details', 'announcement', 'event', 'barangay_official', 'document_request',
      'document_type', 'project', 'refresh_token', '"user"']) {
      await q.query(`DROP TABLE IF EXISTS ${table}`);
    }
    for (const type of ['document_request_status', 'project_status', 'user_type', 'user_id_verification_status',
      'user_civil_status', 'user_gender']) {
      await q.query(`DROP TYPE IF EXISTS ${type}`);
    }
  }
}
