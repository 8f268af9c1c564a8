// A workforce mapping job of the organisation, with its results once done.
MATCH (organisation:Organisation {id: $organisationId})<-[:BELONGS_TO]-(job:WorkforceMapJob {id: $id})
RETURN job {.*} AS job
