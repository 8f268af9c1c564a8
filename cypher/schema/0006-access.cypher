// Identity and access (src/access): organisations, users, global roles, teams, API keys, refresh
// tokens, OAuth clients and login throttles. Uniqueness on every id and secret hash (each also an
// index); tenant-owned nodes carry organisation_id, indexed. Organisation, User and ApiKey ids, user
// email and key hash are unique since 0001.
CREATE CONSTRAINT role_id IF NOT EXISTS FOR (r:Role) REQUIRE r.id IS UNIQUE;
CREATE CONSTRAINT role_name IF NOT EXISTS FOR (r:Role) REQUIRE r.name IS UNIQUE;
CREATE CONSTRAINT team_id IF NOT EXISTS FOR (t:Team) REQUIRE t.id IS UNIQUE;
CREATE CONSTRAINT refresh_token_id IF NOT EXISTS FOR (t:RefreshToken) REQUIRE t.id IS UNIQUE;
CREATE CONSTRAINT refresh_token_hash IF NOT EXISTS FOR (t:RefreshToken) REQUIRE t.token_hash IS UNIQUE;
CREATE CONSTRAINT oauth_client_id IF NOT EXISTS FOR (c:OAuthClient) REQUIRE c.client_id IS UNIQUE;
CREATE CONSTRAINT login_throttle_id IF NOT EXISTS FOR (l:LoginThrottle) REQUIRE l.id IS UNIQUE;
CREATE INDEX user_organisation IF NOT EXISTS FOR (u:User) ON (u.organisation_id);
CREATE INDEX team_organisation IF NOT EXISTS FOR (t:Team) ON (t.organisation_id);
CREATE INDEX api_key_user IF NOT EXISTS FOR (k:ApiKey) ON (k.user_id);
CREATE INDEX api_key_organisation IF NOT EXISTS FOR (k:ApiKey) ON (k.organisation_id);
CREATE INDEX refresh_token_family IF NOT EXISTS FOR (t:RefreshToken) ON (t.family_id);
CREATE INDEX oauth_client_organisation IF NOT EXISTS FOR (c:OAuthClient) ON (c.organisation_id);
// The global roles. Permissions are the bit-flags of src/access/rules.ts `Permission` (GRAPH_READ 1,
// DOCUMENTS_PARSE 2, DOCUMENTS_ENRICH 4, INTELLIGENCE 8, MANAGEMENT_READ 16, MANAGEMENT_WRITE 32,
// ADMIN 64, BILLING 128). A user's permissions are the OR of its roles'. Change them with a later
// migration, never by editing this one.
UNWIND [
  {id: 'admin', name: 'admin', permissions: 255,
   description: 'Everything: graph, documents, intelligence, management resources, users, keys, billing'},
  {id: 'manager', name: 'manager', permissions: 63,
   description: 'Graph, documents, intelligence; reads and writes management resources'},
  {id: 'member', name: 'member', permissions: 31,
   description: 'Graph, documents, intelligence; reads management resources'},
  {id: 'viewer', name: 'viewer', permissions: 17,
   description: 'Reads the graph and management resources'},
  {id: 'billing', name: 'billing', permissions: 144,
   description: 'Reads management resources; manages plans and the billing identity'}
] AS role
MERGE (r:Role {id: role.id})
ON CREATE SET r.created_at = datetime()
SET r.name = role.name,
    r.permissions = role.permissions,
    r.description = role.description,
    r.updated_at = datetime();
