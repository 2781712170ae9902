-- Daily cost lines say what they bought (issue 15, the Daily Costs editor): a quantity beside the
-- amount (3 vacuum-truck loads, 2 days of a fishing jar). The amount stays the line's total, the one
-- figure charts/cost adds to the day; the quantity only describes it. A changed line keeps when it
-- was last changed; who changed it is in the audit log.
alter table daily_cost_lines add column quantity double precision not null default 1 check (quantity >= 0);
alter table daily_cost_lines add column updated_at timestamptz;
