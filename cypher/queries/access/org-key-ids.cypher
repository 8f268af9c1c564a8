// The ids of an organisation's API keys (so caches can forget them before the organisation goes).
MATCH (k:ApiKey {organisation_id: $organisationId})
RETURN k.id AS id
