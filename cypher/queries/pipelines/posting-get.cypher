// An organisation's job posting with its candidate list (user_status_list) read from its CANDIDATE edges.
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(posting:OrganisationJsonJobPosting {id: $id})
RETURN posting {.*,
  user_status_list: COLLECT {
    MATCH (posting)-[candidate:CANDIDATE]->(user:User)
    RETURN {user_id: user.id, status: candidate.status, created_at: candidate.created_at, modified_at: candidate.modified_at}
    ORDER BY candidate.created_at, user.id
  }
} AS item
