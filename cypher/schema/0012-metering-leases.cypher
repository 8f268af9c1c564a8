// Metering leases (src/access/meter.ts): an API process that meters an organisation far from its limits
// reserves a share of what is left (credits this month, requests today) as a (:MeteringLease) node,
// admits calls against it in memory, and settles what they used in one transaction about once a second.
// Other processes count live leases as spent; a lease whose holder stopped renewing lapses at expires_at.
CREATE CONSTRAINT metering_lease_id IF NOT EXISTS FOR (l:MeteringLease) REQUIRE l.id IS UNIQUE;
CREATE INDEX metering_lease_month IF NOT EXISTS FOR (l:MeteringLease) ON (l.month_key);
CREATE INDEX metering_lease_expiry IF NOT EXISTS FOR (l:MeteringLease) ON (l.expires_at);
