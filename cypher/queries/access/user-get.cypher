// One user of an organisation.
MATCH (o:Organisation {id: $organisationId})<-[:MEMBER_OF]-(u:User {id: $userId})
RETURN u {.id, .organisation_id, .email, .name, .roles, .permissions, .created_at, .updated_at} AS user
