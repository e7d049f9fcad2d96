import type { MigrationInterface, QueryRunner } from 'typeorm'

export class Billing1764300000000 implements MigrationInterface {
  name = 'Billing1764300000000'

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE billing.billing_infos (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        email text NOT NULL,
        phone_country text NOT NULL,
        phone_number text NOT NULL,
        name text NOT NULL,
        country_code text NOT NULL,
        address text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT billing_infos_same_key UNIQUE (user_id, email, phone_country, phone_number, name, country_code, address)
      )`)
    await db.query(
      `CREATE INDEX billing_infos_user_idx ON billing.billing_infos (user_id, created_at)`,
    )
    // A checkout is one purchase and, once completed, the subscription that renews it.
    await db.query(`
      CREATE TABLE billing.checkouts (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        status text NOT NULL DEFAULT 'Pending'
          CHECK (status IN ('Pending', 'Processing', 'Paid', 'Completed', 'Failed', 'Canceled', 'Expired')),
        site_type text NOT NULL CHECK (site_type IN ('Paid1', 'Paid2', 'Paid3')),
        recurrence text NOT NULL CHECK (recurrence IN ('Daily', 'Monthly', 'Yearly')),
        amount integer NOT NULL CHECK (amount >= 0),
        settle_amount integer NOT NULL CHECK (settle_amount >= 0),
        site_name text NOT NULL,
        subdomain text NOT NULL,
        billing jsonb,
        save_billing boolean NOT NULL DEFAULT false,
        payment_error text,
        site_id uuid,
        card_id text,
        card4 text,
        subscription text NOT NULL DEFAULT 'None'
          CHECK (subscription IN ('None', 'Active', 'PastDue', 'Canceled', 'Lapsed', 'Ended')),
        period integer NOT NULL DEFAULT 0,
        period_start timestamptz,
        period_end timestamptz,
        failed_renewals integer NOT NULL DEFAULT 0,
        canceled_at timestamptz,
        site_disabled_at timestamptz,
        site_deleted_at timestamptz,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`)
    await db.query(
      `CREATE INDEX checkouts_user_idx ON billing.checkouts (user_id, created_at DESC)`,
    )
    await db.query(
      `CREATE INDEX checkouts_due_idx ON billing.checkouts (subscription, period_end) WHERE subscription <> 'None'`,
    )
    // One payment attempt at the provider: ECPay's MerchantTradeNo.
    await db.query(`
      CREATE TABLE billing.trades (
        trade_no text PRIMARY KEY,
        checkout_id uuid NOT NULL REFERENCES billing.checkouts (id) ON DELETE CASCADE,
        period integer NOT NULL,
        attempt integer NOT NULL,
        amount integer NOT NULL,
        settle_amount integer NOT NULL,
        status text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'pending', 'paid', 'failed')),
        provider_trade_no text,
        error_code text,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT trades_attempt_key UNIQUE (checkout_id, period, attempt)
      )`)
    await db.query(
      `CREATE INDEX trades_unsettled_idx ON billing.trades (updated_at) WHERE status IN ('created', 'pending')`,
    )
    // Money taken: at most one charge per checkout and period, whatever arrives twice.
    await db.query(`
      CREATE TABLE billing.charges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        checkout_id uuid NOT NULL REFERENCES billing.checkouts (id) ON DELETE CASCADE,
        period integer NOT NULL,
        trade_no text NOT NULL UNIQUE REFERENCES billing.trades (trade_no),
        amount integer NOT NULL,
        settle_amount integer NOT NULL,
        period_start timestamptz NOT NULL,
        period_end timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT charges_period_key UNIQUE (checkout_id, period)
      )`)
    // Every provider event, stored once; applied in the transaction that stores it.
    await db.query(`
      CREATE TABLE billing.notifications (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        provider text NOT NULL,
        event_key text NOT NULL,
        trade_no text,
        result text NOT NULL,
        payload jsonb NOT NULL,
        received_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT notifications_event_key UNIQUE (provider, event_key)
      )`)
  }

  async down(db: QueryRunner): Promise<void> {
    for (const table of ['notifications', 'charges', 'trades', 'checkouts', 'billing_infos'])
      await db.query(`DROP TABLE IF EXISTS billing.${table}`)
  }
}
