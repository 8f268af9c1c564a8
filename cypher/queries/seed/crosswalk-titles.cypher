// The job titles of a framework's active occupations in one language (preferred and alternative
// labels), for inferring crosswalks by shared titles. $framework, $lang.
MATCH (c:Occupation {framework: $framework})
WHERE c.retired_at IS NULL
WITH c, c['label_' + $lang] AS label, coalesce(c['alt_labels_' + $lang], []) AS alt
WHERE label IS NOT NULL OR size(alt) > 0
RETURN c.id AS id, [t IN [label] + alt WHERE t IS NOT NULL] AS titles
