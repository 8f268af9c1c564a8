// An e-mail address is unique within an organisation, not across the service: accounts in different
// organisations are separate (as workspaces are), so creating a user never tells an organisation's admin
// whether the address has an account elsewhere (a global constraint answered 409 there, 201 otherwise).
// Login finds every account of an address through the lookup index and keeps the one the password opens.
DROP CONSTRAINT user_email IF EXISTS;
CREATE CONSTRAINT user_organisation_email IF NOT EXISTS FOR (u:User) REQUIRE (u.organisation_id, u.email) IS UNIQUE;
CREATE INDEX user_email_lookup IF NOT EXISTS FOR (u:User) ON (u.email);
