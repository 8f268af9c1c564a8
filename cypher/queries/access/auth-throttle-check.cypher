// Whether login is locked for any of these throttle ids (email:<email>, ip:<address>), and until when.
MATCH (l:LoginThrottle)
WHERE l.id IN $ids AND l.locked_until > datetime()
RETURN max(l.locked_until) AS locked_until
